/**
 * Page scroll lock shared by every modal and the phone drawer: counted, so nested overlays
 * unlock only when the last one closes, and the scroll position comes back exactly. The body is
 * pinned with position: fixed because overflow: hidden alone does not stop iOS Safari scrolling.
 */
let locks = 0;
let savedY = 0;
let savedStyle = '';

export function lockScroll(): () => void {
  if (locks === 0) {
    const { body, documentElement } = document;
    savedY = window.scrollY;
    savedStyle = body.getAttribute('style') ?? '';
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    body.style.position = 'fixed';
    body.style.top = `-${savedY}px`;
    body.style.left = '0';
    body.style.right = '0';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      if (savedStyle) document.body.setAttribute('style', savedStyle);
      else document.body.removeAttribute('style');
      window.scrollTo(0, savedY);
    }
  };
}
