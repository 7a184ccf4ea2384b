import { Button } from '@blueprintjs/core';
import type { CallerBoard, CallerRow } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { callsPath } from '../utils/callsFilter.js';
import { outcomeMix } from '../utils/dayMix.js';
import { countChange, formatRate, rateChange } from '../utils/figureChange.js';
import { staffProjectPath } from '../utils/projectPaths.js';
import { periodTargets } from '../utils/targetProgress.js';
import { FigureChangeMark } from './FigureChangeMark.js';
import { MixBar } from './MixBar.js';
import { TargetProgressBar } from './TargetProgressBar.js';

export interface LeaderboardRowProps {
  row: CallerRow;
  board: Pick<CallerBoard, 'range'>;
  /** External callers' board: their assigned projects and last activity instead of targets. */
  external: boolean;
  onTargets?: (row: CallerRow) => void;
}

/** One caller's figures for the period, each with its change; the figures open the calls behind them. */
export function LeaderboardRow({ row, board, external, onTargets }: LeaderboardRowProps) {
  const { current, previous } = row;
  const filter = { caller: row.userId, from: board.range.from, to: board.range.to };
  const targets = periodTargets(row.targets, board.range);
  return (
    <tr data-caller={row.userId}>
      <td>
        <span className="db-user-cell">
          <ImageAvatar name={row.fullName} src={row.photoUrl} size={24} />
          <Link to={callsPath('/dashboard', filter)} aria-label={`Calls of ${row.fullName}`}>
            {row.fullName}
          </Link>
        </span>
      </td>
      <td data-figure="calls">
        <Link to={callsPath('/dashboard', filter)}>{current.calls}</Link>
        <FigureChangeMark change={countChange(current.calls, previous.calls)} />
      </td>
      <td data-figure="connect-rate">
        {formatRate(current.connectRate)}
        <FigureChangeMark change={rateChange(current.connectRate, previous.connectRate)} />
      </td>
      <td data-figure="ndas-sent">
        {current.ndasSent}
        <FigureChangeMark change={countChange(current.ndasSent, previous.ndasSent)} />
      </td>
      <td data-figure="meetings">
        {current.meetingsBooked}
        <FigureChangeMark change={countChange(current.meetingsBooked, previous.meetingsBooked)} />
      </td>
      <td>
        <MixBar
          label={`Outcomes of ${row.fullName}`}
          segments={outcomeMix(row.outcomes)}
          linkOf={(segment) => callsPath('/dashboard', { ...filter, ...segment.filter })}
          small
          legend={false}
        />
      </td>
      {external ? (
        <>
          <td>
            {row.projects.length === 0 ? (
              '—'
            ) : (
              <span className="db-dash-links">
                {row.projects.map((project) => (
                  <Link key={project._id} to={staffProjectPath(project._id)}>
                    {project.projectName}
                  </Link>
                ))}
              </span>
            )}
          </td>
          <td>{formatDateTime(row.lastActivity)}</td>
        </>
      ) : (
        <>
          <td>
            <TargetProgressBar done={current.calls} target={targets.calls} label={`Calls of ${row.fullName}`} />
          </td>
          <td>
            <TargetProgressBar done={current.ndasSent} target={targets.ndas} label={`NDAs of ${row.fullName}`} />
          </td>
        </>
      )}
      {onTargets && (
        <td>
          <Button
            size="small"
            icon="flag"
            text="Targets"
            aria-label={`Targets of ${row.fullName}`}
            onClick={() => onTargets(row)}
          />
        </td>
      )}
    </tr>
  );
}
