/**
 * Mermaid's options (themeConfig.mermaid): diagrams are drawn at their natural size instead of
 * shrinking to the column's width, and scroll sideways where they are wider (src/theme/Mermaid).
 */
const NATURAL_SIZE = {useMaxWidth: false};

export const mermaid = {
  theme: {light: 'default', dark: 'dark'},
  options: {
    flowchart: NATURAL_SIZE,
    sequence: NATURAL_SIZE,
    state: NATURAL_SIZE,
    class: NATURAL_SIZE,
    er: NATURAL_SIZE,
    gantt: NATURAL_SIZE,
    journey: NATURAL_SIZE,
  },
};
