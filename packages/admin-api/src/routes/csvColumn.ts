/** One column of a list's CSV export: its title and the text a row shows in it. */
export interface CsvColumn<Row> {
  title: string;
  text(row: Row): string;
}
