/**
 * The ids that tie each tab to its panel (the tab's aria-controls, the panel's aria-labelledby),
 * made from an id unique to the tab list (useId): spread `tab(value)` on the Tab and
 * `panel(value)` on its panel.
 */
export function tabLinks<V extends string>(baseId: string) {
  const tabId = (value: V) => `${baseId}-tab-${value}`;
  const panelId = (value: V) => `${baseId}-panel-${value}`;
  return {
    tab: (value: V) => ({ id: tabId(value), 'aria-controls': panelId(value) }),
    panel: (value: V) => ({ role: 'tabpanel', id: panelId(value), 'aria-labelledby': tabId(value) }),
  };
}
