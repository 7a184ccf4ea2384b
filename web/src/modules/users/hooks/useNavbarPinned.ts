import { NavbarPinnedByDefault, type User } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { updateUser } from '../../api/usersApi.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { toastError } from '../../ui/toaster.js';
import { useMyUser, userQueryKey } from './useUser.js';

export interface NavbarPinned {
  /** The labelled sidebar until the user collapses it to icons (`NavbarPinnedByDefault`). */
  pinned: boolean;
  setPinned: (pinned: boolean) => void;
}

/** `userSettings.navbarPinned`: shown at once, saved in the background, put back if the save fails. */
export function useNavbarPinned(): NavbarPinned {
  const { _id: id } = useCurrentUser();
  const user = useMyUser();
  const queryClient = useQueryClient();
  const key = userQueryKey(id);

  const save = useMutation({
    mutationFn: (pinned: boolean) => updateUser(id, { userSettings: { navbarPinned: pinned } }),
    onMutate: async (pinned) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<User>(key);
      if (previous) {
        queryClient.setQueryData<User>(key, {
          ...previous,
          userSettings: { ...previous.userSettings, navbarPinned: pinned },
        });
      }
      return { previous };
    },
    onError: (error, _pinned, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastError('The sidebar setting could not be saved', errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return {
    pinned: user.data?.userSettings.navbarPinned ?? NavbarPinnedByDefault,
    setPinned: (pinned) => save.mutate(pinned),
  };
}
