import { InputGroup, Overlay2 } from '@blueprintjs/core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchFocusRequestState } from '../states/searchFocusRequestState.js';
import { searchOverlayOpenState } from '../states/searchOverlayOpenState.js';
import { searchTermState } from '../states/searchTermState.js';

/**
 * The header search (spec §2.3): every keystroke goes to the search term and the app moves to
 * /search, whose columns follow as the person types. ESC or Enter closes it; the results stay.
 */
export function SearchOverlay() {
  const [open, setOpen] = useAtom(searchOverlayOpenState);
  const [term, setTerm] = useAtom(searchTermState);
  const navigate = useNavigate();
  const location = useLocation();
  const box = useRef<HTMLInputElement>(null);
  const focusRequest = useAtomValue(searchFocusRequestState);
  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);

  const type = (text: string) => {
    setTerm(text);
    if (location.pathname !== '/search') navigate('/search');
  };

  return (
    <Overlay2
      isOpen={open}
      onClose={() => setOpen(false)}
      hasBackdrop={false}
      enforceFocus={false}
      autoFocus
      canEscapeKeyClose
      canOutsideClickClose
      className="db-search-overlay"
    >
      <form
        className="db-search-overlay__panel"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <InputGroup
          autoFocus
          inputRef={box}
          large
          leftIcon="search"
          type="search"
          aria-label="Search companies, contacts and projects"
          placeholder="Search or hit ESC.."
          value={term}
          onValueChange={type}
        />
      </form>
    </Overlay2>
  );
}
