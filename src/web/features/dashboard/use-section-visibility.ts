/**
 * Which dashboard sections are open (docs/product.md#dashboard: four sections toggled with Show/Hide links). The
 * choice is kept in this browser, so the dashboard opens the way it was left.
 */
import { useState } from 'react';

export const DASHBOARD_SECTIONS = ['enquiries', 'tomorrow', 'summary', 'celebrations'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
export type SectionVisibility = Record<DashboardSection, boolean>;

export const SECTIONS_STORAGE_KEY = 'dashboard.sections';
const ALL_OPEN: SectionVisibility = { enquiries: true, tomorrow: true, summary: true, celebrations: true };

function storedVisibility(): SectionVisibility {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(SECTIONS_STORAGE_KEY);
    const stored = text ? (JSON.parse(text) as Partial<Record<string, unknown>>) : {};
    const visibility = { ...ALL_OPEN };
    for (const section of DASHBOARD_SECTIONS) {
      if (typeof stored[section] === 'boolean') visibility[section] = stored[section];
    }
    return visibility;
  } catch {
    return { ...ALL_OPEN };
  }
}

export function useSectionVisibility(): [SectionVisibility, (section: DashboardSection) => void] {
  const [visibility, setVisibility] = useState(storedVisibility);
  const toggle = (section: DashboardSection) => {
    setVisibility((current) => {
      const next = { ...current, [section]: !current[section] };
      try {
        localStorage.setItem(SECTIONS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A browser that keeps nothing (private mode, full storage) still toggles for this visit.
      }
      return next;
    });
  };
  return [visibility, toggle];
}
