/**
 * How the timeline's panel gets the export's copy of the chart without reaching into the chart: the chart, which
 * owns the element the copy is drawn in, provides how to draw it while it is on the page; the panel's export
 * buttons take a copy here. With the chart away (the panel shows the list), there is none to take.
 */

/** A copy of the chart drawn for an export, released once the file is written. */
export interface TimelineSnapshot {
  svg: SVGSVGElement;
  release: () => void;
}

type Draw = () => Promise<TimelineSnapshot | null>;

export class TimelineSnapshots {
  #draw: Draw | null = null;

  /** The chart provides how it draws a copy; the returned function withdraws it (when the chart goes). */
  provide(draw: Draw): () => void {
    this.#draw = draw;
    return () => {
      if (this.#draw === draw) this.#draw = null;
    };
  }

  /** A copy of the chart as it is now, or null if no chart is on the page. */
  take(): Promise<TimelineSnapshot | null> {
    return this.#draw ? this.#draw() : Promise.resolve(null);
  }
}
