/** The activity list other sections embed; built in a later step. */
export default function ActivityList() {
  return null;
}
