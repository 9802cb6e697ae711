/** The server renders every code block highlighted, at once (see lines.client.tsx for the browser). */
export {default} from './CodeLines';
