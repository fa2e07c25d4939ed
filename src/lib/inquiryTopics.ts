/**
 * The contact form's topics against the values HubSpot's `inquiry_topic`
 * dropdown holds (src/config/inquiryTopics.json). A topic's id is what the
 * form sends; a value the dropdown lacks is lost in HubSpot, and a value no
 * topic sends any more leaves a dead option there. The build fails on either
 * with the values that change. Pure.
 */

/** What changes in HubSpot, one line each (a rename when one value goes and one comes); empty when the two lists agree. */
export function inquiryTopicChanges(known: readonly string[], topics: readonly string[]): string[] {
  const gone = known.filter((value) => !topics.includes(value));
  const added = topics.filter((value) => !known.includes(value));
  if (gone.length === 1 && added.length === 1) return [`"${gone[0]}" becomes "${added[0]}"`];
  return [...gone.map((value) => `"${value}" is no longer sent`), ...added.map((value) => `"${value}" is new`)];
}

/** The build's message when the lists differ, or null when they agree. */
export function inquiryTopicMessage(known: readonly string[], topics: readonly string[], listFile: string): string | null {
  const changes = inquiryTopicChanges(known, topics);
  if (changes.length === 0) return null;
  return [
    `The contact topics' values (the ids in src/data/contactTopics.ts and src/data/services.ts) differ from the inquiry_topic values HubSpot knows (${listFile}):`,
    ...changes.map((change) => `- ${change}`),
    "A service's id is its HubSpot value: rename a service with its `title` and move its page with `slug`, and keep the id.",
    `If the value must change, change HubSpot's inquiry_topic dropdown the same way (Settings > Properties), then ${listFile}.`,
  ].join('\n');
}
