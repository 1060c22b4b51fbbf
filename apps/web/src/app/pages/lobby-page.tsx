export default function LobbyPage({ category }: { category: string }) {
  return <main data-category={category} />;
}
