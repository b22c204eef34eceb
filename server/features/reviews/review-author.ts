/** How a review names its author in public: "Maya R." (first name and initial), or the username. */
export function reviewAuthorName(author: { firstName: string | null; lastName: string | null; username: string }): string {
  const first = author.firstName?.trim();
  if (!first) return author.username;
  const initial = author.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
