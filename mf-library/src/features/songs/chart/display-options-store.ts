import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SpellingChoice } from './chord-view';

type DisplayOptionsState = {
  spelling: SpellingChoice;
  nashville: boolean;
  setSpelling: (spelling: SpellingChoice) => void;
  setNashville: (nashville: boolean) => void;
};

/**
 * The viewer's own chord display choices, kept in this browser only: they never change the stored
 * song and never affect what the rest of the team sees. (The capo is chosen per song on the page.)
 */
export const useDisplayOptions = create<DisplayOptionsState>()(
  persist(
    (set) => ({
      spelling: 'standard',
      nashville: false,
      setSpelling: (spelling) => set({ spelling }),
      setNashville: (nashville) => set({ nashville }),
    }),
    {
      name: 'canticle.chordDisplay',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ spelling, nashville }) => ({ spelling, nashville }),
    },
  ),
);
