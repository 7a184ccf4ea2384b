/** Where a project opens from a dashboard: its page for staff, the console for external callers (who have no project pages). */
export const staffProjectPath = (id: string) => `/projects/${id}`;
export const externalProjectPath = (id: string) => `/ext/console?project=${encodeURIComponent(id)}`;
