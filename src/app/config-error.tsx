/** Shown instead of the app when its production configuration is incomplete: never a half-working app. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="container py-5" style={{ maxWidth: '44rem' }}>
      <h1 className="h3">The app is not configured correctly</h1>
      <p>It stopped before signing anyone in. The person who deployed it needs to fix these values and build again:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p className="text-secondary">See the README's configuration section, or remove every VITE_AUTH_* value to run the embedded demo.</p>
    </main>
  )
}
