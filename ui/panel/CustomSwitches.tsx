// The Custom group of the tools editor: one switch per custom tool that exists here (other
// extensions', SillyTavern's function tools, the profile's hand-written ones), off until switched on.
// Agents inherit the profile's switches unless their override replaces the group.
import { useUid } from '../common/uid.ts';
import type { CustomToolOffer } from '../../src/app/tools/custom-tools-contract.ts';
import { pt, type PanelKey } from './i18n.ts';
import { useCustomOffers } from './customTools.ts';

const sourceLabel = (o: CustomToolOffer) => pt(`tools.source.${o.source}` as PanelKey);

function CustomSwitch(props: { offer: CustomToolOffer; checked: boolean; path: string; onValue(v: boolean): void }) {
  const id = useUid();
  const descId = `${id}-d`;
  const { offer } = props;
  return (
    <span class="troupe-tools__verb troupe-tools__custom">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        data-path={props.path}
        aria-describedby={descId}
        onChange={(e) => props.onValue(e.currentTarget.checked)}
      />
      <label for={id} class="troupe-tools__name">
        {offer.name}
      </label>
      <span class="troupe-tools__source">{sourceLabel(offer)}</span>
      <span id={descId} class="troupe-tools__desc">
        {offer.label ? `${offer.label}: ` : ''}
        {offer.description}
      </span>
    </span>
  );
}

/** The profile-level Custom group (nothing when no custom tool exists here). */
export function CustomSwitches(props: { custom: Record<string, boolean> | undefined; path: string; onValue(custom: Record<string, boolean>): void }) {
  const offers = useCustomOffers();
  if (offers.length === 0) return null;
  return (
    <fieldset class="troupe-tools__ns" data-ns="custom">
      <legend class="troupe-tools__legend">{pt('tools.ns.custom')}</legend>
      <p class="troupe-note">{pt('tools.customNote')}</p>
      <div class="troupe-tools__verbs troupe-tools__verbs--custom">
        {offers.map((o) => (
          <CustomSwitch
            key={o.name}
            offer={o}
            checked={props.custom?.[o.name] === true}
            path={`${props.path}.custom.${o.name}`}
            // A tool that is not offered now keeps its stored switch.
            onValue={(value) => props.onValue({ ...props.custom, [o.name]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** An agent's Custom override: inherit the profile's switches, or its own. */
export function CustomOverride(props: {
  own: Record<string, boolean> | undefined;
  inherited: Record<string, boolean> | undefined;
  path: string;
  onValue(custom: Record<string, boolean> | undefined): void;
}) {
  const id = useUid();
  const offers = useCustomOffers();
  if (offers.length === 0) return null;
  const on = offers.filter((o) => props.inherited?.[o.name] === true).length;
  return (
    <div class="troupe-agenttools__ns">
      <span class="troupe-toggle">
        <input
          id={id}
          type="checkbox"
          checked={props.own !== undefined}
          onChange={(e) => props.onValue(e.currentTarget.checked ? { ...props.inherited } : undefined)}
        />
        <label for={id}>{pt('tools.nsOverride', { ns: pt('tools.ns.custom') })}</label>
        {props.own === undefined && <span class="troupe-tools__count">{pt('tools.nsInherited', { on, total: offers.length })}</span>}
      </span>
      {props.own !== undefined && <CustomSwitches custom={props.own} path={props.path} onValue={props.onValue} />}
    </div>
  );
}
