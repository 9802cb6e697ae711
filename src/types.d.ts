declare module '@docsearch/react/style';
