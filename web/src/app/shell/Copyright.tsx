export function Copyright() {
  return <span className="db-copyright">© {new Date().getFullYear()} Dealbook</span>;
}
