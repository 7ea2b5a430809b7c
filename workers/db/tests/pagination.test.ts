import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "../../../shared/catalogue/pagination";

describe("page count", () => {
  it("rounds up, and an empty list still has one page", () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(17, 8)).toBe(3);
  });
});

describe("page window", () => {
  it("shows 4 pages, starting one before the current page", () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
  });

  it("stays inside the first and the last page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
  });

  it("shows every page when there are 4 or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it("treats a page out of range as the nearest real one", () => {
    expect(pageWindow(0, 6)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(99, 6)).toEqual([3, 4, 5, 6]);
  });
});
