import { cloneElement, useRef, type CSSProperties, type ReactElement, type Ref, type RefObject } from 'react';
import { Transition, type TransitionProps } from 'notistack';

type Child = ReactElement<{ ref?: Ref<HTMLDivElement>; style?: CSSProperties }>;

const ms = (timeout: TransitionProps['timeout'], phase: 'enter' | 'exit') =>
  typeof timeout === 'number' ? timeout : (timeout?.[phase] ?? 0);

const hidden = { opacity: '0', transform: 'translateY(-8px) scale(0.98)' };
const set = (node: HTMLElement, css: Partial<CSSStyleDeclaration>) => Object.assign(node.style, css);

/**
 * A fade and a small drop for each message. notistack's own Slide reads `children.ref`, which React 19 no longer
 * has (it warns on every message); this one hands its node ref to the message itself.
 */
export function SnackbarTransition({
  children,
  in: open,
  timeout = 0,
  style,
  direction: _slideOnly,
  ...handlers
}: TransitionProps) {
  const nodeRef = useRef<HTMLDivElement>(null);
  return (
    <Transition
      {...handlers}
      appear
      in={open}
      timeout={timeout}
      nodeRef={nodeRef as RefObject<HTMLDivElement>}
      onEnter={(node, appearing) => {
        set(node, { ...hidden, transition: 'none' });
        // Applies the start state before the transition to the end state begins.
        void node.offsetHeight;
        handlers.onEnter?.(node, appearing);
      }}
      onEntering={(node) => {
        const duration = ms(timeout, 'enter');
        set(node, { opacity: '1', transform: 'none', transition: `opacity ${duration}ms, transform ${duration}ms` });
      }}
      onExit={(node) => {
        const duration = ms(timeout, 'exit');
        set(node, { ...hidden, transition: `opacity ${duration}ms, transform ${duration}ms` });
        handlers.onExit?.(node);
      }}
    >
      {(status, childProps) =>
        cloneElement(children as Child, {
          ref: nodeRef,
          style: { visibility: status === 'exited' && !open ? 'hidden' : undefined, ...style },
          ...childProps,
        })
      }
    </Transition>
  );
}
