#!/usr/bin/env bash
# End-to-end test of the ncurses player in a real terminal (tmux).
#
#   Tests/tmux/player-e2e.sh [ALERT_TUI_BINARY] [SCENARIO|-]
#
# Starts the player in a detached tmux server of its own, waits for text to
# appear (polling capture-pane against a deadline), presses keys, clicks and
# turns the mouse wheel, resizes the window, and ends the player nine ways:
# q, Ctrl-C, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, the CPU and file size limits
# (SIGXCPU, SIGXFSZ) and a crash signal (SIGSEGV).
# After each it checks that the terminal was given back: tmux reports the normal screen, a visible cursor and no mouse
# reporting, bracketed paste off (a paste arrives bare), and `stty -g` inside the pane is what it was before the player
# started. Also checks that without a terminal on stdout it exits 64 and
# points to `alert-tui replay`, and that a terminal that cannot move the
# cursor (TERM=dumb), a terminal type without a description and no TERM at
# all are refused with exit 64. Prints PASS/FAIL lines; exits 1 on failure.
#
# SCENARIO defaults to launch.yaml next to this script; `-` plays the built-in one.

set -u

here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-${ALERT_TUI:-}}
if [ -z "$binary" ]; then
    binary="$(cd "$here/../.." && swift build --show-bin-path)/alert-tui"
fi
scenario=${2:-$here/launch.yaml}
scenario_args=()
if [ "$scenario" != "-" ]; then scenario_args=("$scenario"); fi

if ! command -v tmux >/dev/null 2>&1; then
    echo "SKIP: tmux is not installed"
    exit 0
fi
if [ ! -x "$binary" ]; then
    echo "FAIL: no executable at $binary"
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/alert-tui-e2e.XXXXXX")
socket="alert-tui-e2e-$$"
failures=0
passes=0

tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() {
    # The panes' processes, by id: if they were started with SIGHUP blocked
    # (a parent's signal mask is inherited), killing the server leaves them.
    local pids
    pids=$(tmux_ list-panes -a -F '#{pane_pid}' 2>/dev/null)
    tmux_ kill-server >/dev/null 2>&1
    for pid in $pids; do kill -KILL "$pid" 2>/dev/null; done
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
    rm -rf "$work"
}
trap cleanup EXIT

pass() { passes=$((passes + 1)); echo "PASS: $*"; }
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
check() { # check DESCRIPTION COMMAND...
    local description=$1
    shift
    if "$@"; then pass "$description"; else fail "$description"; fi
}

# The pane runs this wrapper: it records the terminal settings, runs the
# player in a subshell that writes its pid and execs it, then records the
# settings again and stays alive so tmux can still be asked about the pane.
cat >"$work/wrapper.sh" <<'WRAPPER'
#!/usr/bin/env bash
dir=$1
shift
trap ':' INT
# With IGNORE_HUP set, the player starts with SIGHUP ignored (nohup-style).
if [ -n "${IGNORE_HUP:-}" ]; then trap '' HUP; fi
stty -g >"$dir/stty-before"
(
    echo "$BASHPID" >"$dir/pid"
    exec "$@" 2>"$dir/stderr"
)
echo "$?" >"$dir/status"
stty -g >"$dir/stty-after"
echo "wrapper: player exited"
# Stay until the pane goes away (end of input), so tmux can still be asked about it.
while read -r _; do :; done
WRAPPER
chmod +x "$work/wrapper.sh"

screen_text() { tmux_ capture-pane -p -t "$1" 2>/dev/null; }

wait_for() { # wait_for SESSION TEXT [SECONDS]
    local session=$1 text=$2 limit=${3:-30}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        if screen_text "$session" | grep -qF -- "$text"; then return 0; fi
        sleep 0.1
    done
    echo "  (waited ${limit}s for '$text'; the screen was:)"
    screen_text "$session" | sed 's/^/  | /'
    return 1
}

# Clicks button 1 at a cell (0-based) the way an xterm-style terminal reports
# it (X10 encoding: ESC [ M, then button, column and row, each plus 32).
click() { # click SESSION X Y
    local session=$1 x=$2 y=$3 press release
    press=$(printf "\\033[M \\$(printf %03o $((33 + x)))\\$(printf %03o $((33 + y)))")
    release=$(printf "\\033[M#\\$(printf %03o $((33 + x)))\\$(printf %03o $((33 + y)))")
    tmux_ send-keys -t "$session" -l "$press$release"
}

# The display column (0-based) and row of the first occurrence of TEXT.
locate() { # locate SESSION TEXT -> "X Y"
    local session=$1 text=$2 number line prefix
    number=$(screen_text "$session" | grep -n -F -- "$text" | head -n 1 | cut -d: -f1)
    [ -n "$number" ] || return 1
    line=$(screen_text "$session" | sed -n "${number}p")
    prefix=${line%%"$text"*}
    echo "$(printf '%s' "$prefix" | LC_ALL=C.UTF-8 wc -L) $((number - 1))"
}

# Sends each sequence of hex bytes to the keys session, then checks that
# nothing changed: the red packet still shows with two alerts waiting. The
# help is the marker that the sequences have been read; closing it changes
# nothing.
check_dropped() { # check_dropped WHAT HEX...
    local what=$1 sequence
    shift
    for sequence in "$@"; do
        # shellcheck disable=SC2086 # one argument per byte
        tmux_ send-keys -t keys -H $sequence
    done
    tmux_ send-keys -t keys '?'
    wait_for keys "other keys but q" 10 >/dev/null
    tmux_ send-keys -t keys x
    check "keys: $what" wait_for keys "2 waiting" 10
    check "keys: ... and the red packet still shows" wait_for keys "领取红包" 10
}

# Until the pane shows FLAGS (alternate screen 1 or 0, then the name of the
# command in the foreground): the player has taken the screen, or handed it
# back to the shell, whatever the machine's load.
wait_for_pane() { # wait_for_pane SESSION FLAGS [SECONDS]
    local session=$1 flags=$2 limit=${3:-30}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        if [ "$(tmux_ display -p -t "$session" '#{alternate_on} #{b:pane_current_command}')" = "$flags" ]; then
            return 0
        fi
        sleep 0.1
    done
    return 1
}

wait_gone() { # wait_gone SESSION TEXT [SECONDS]: until TEXT is no longer on screen
    local session=$1 text=$2 limit=${3:-30}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        if ! screen_text "$session" | grep -qF -- "$text"; then return 0; fi
        sleep 0.1
    done
    echo "  (waited ${limit}s for '$text' to go)"
    return 1
}

wait_for_file() { # wait_for_file PATH [SECONDS]
    local path=$1 limit=${2:-30}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        if [ -s "$path" ]; then return 0; fi
        sleep 0.1
    done
    return 1
}

start_player() { # start_player NAME ARGS... ; sets $session and $dir; extra env in $player_env
    session=$1
    shift
    dir="$work/$session"
    mkdir -p "$dir"
    tmux_ new-session -d -s "$session" -x 100 -y 32 \
        env SWIFT_BACKTRACE=interactive=no LC_ALL=C.UTF-8 ${player_env:-} "$work/wrapper.sh" "$dir" "$binary" "$@"
    wait_for "$session" "alert-tui" 30
}

# The clock the status line shows, in milliseconds: paused it shows
# milliseconds ("12.345s / 6s" -> 12345), playing tenths ("1.2s / 6s" -> 1200).
shown_clock() { # shown_clock SESSION
    screen_text "$1" | grep -oE '[0-9]+\.[0-9]{1,3}s / ' | head -n 1 |
        awk -F'[.s]' '{ fraction = substr($2 "000", 1, 3); print $1 * 1000 + fraction }'
}

# After the player has ended: its exit status, then the state of the terminal.
check_restored() { # check_restored NAME EXPECTED_STATUS
    local name=$1 expected=$2
    if ! wait_for_file "$dir/stty-after" 60; then
        fail "$name: the player did not exit"
        return
    fi
    local status
    status=$(cat "$dir/status")
    check "$name: exit status $status (expected $expected)" [ "$status" = "$expected" ]
    local flags
    flags=$(tmux_ display -p -t "$session" \
        '#{alternate_on} #{cursor_flag} #{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag} #{keypad_cursor_flag}')
    check "$name: normal screen, cursor shown, mouse and keypad modes off ($flags)" [ "$flags" = "0 1 000 0" ]
    check "$name: stty -g unchanged" cmp -s "$dir/stty-before" "$dir/stty-after"
    wait_for "$session" "wrapper: player exited" 5 >/dev/null
    check "$name: the shell's screen is back" wait_for "$session" "wrapper: player exited" 5
    check_paste_unbracketed "$name" "$session"
}

check_paste_unbracketed() { # check_paste_unbracketed NAME SESSION: bracketed paste is off
    # tmux brackets a paste only while the program asked for it; the
    # terminal's echo shows the brackets' Esc as ^[.
    local name=$1 session=$2 marker="pasted-$1"
    marker=${marker//[^a-zA-Z0-9-]/-}
    tmux_ set-buffer -b marker "$marker"
    tmux_ paste-buffer -p -b marker -t "$session"
    wait_for "$session" "$marker" 5 >/dev/null
    check "$name: bracketed paste is off (a paste arrives bare)" check_screen_lacks "$session" "$marker" "200~"
}

check_screen() { # check_screen SESSION TEXT...: every TEXT is on screen now
    local session=$1 text screen
    shift
    screen=$(screen_text "$session")
    for text in "$@"; do
        grep -qF -- "$text" <<<"$screen" || return 1
    done
}

check_screen_lacks() { # check_screen_lacks SESSION LINE_TEXT TEXT: the line with LINE_TEXT lacks TEXT
    local line
    line=$(screen_text "$1" | grep -F -- "$2") || return 1
    ! grep -qF -- "$3" <<<"$line"
}

echo "binary: $binary"
echo "scenario: ${scenario_args[*]:-(built-in)}"

# 1. Keys, resizing and q.
if start_player keys --paused "${scenario_args[@]}"; then
    pass "keys: the player starts and draws"
    tmux_ send-keys -t keys n n n
    check "keys: n steps through the requests (the red packet shows)" wait_for keys "领取红包" 10
    check "keys: the queue holds the other two" wait_for keys "2 waiting" 10
    # A sequence no terminfo names (CSI 999 ~) must not read as Esc (closing
    # the red packet) plus the keys [ 9 9 9 ~.
    check_dropped "an unknown escape sequence is dropped, not read as Esc" "1b 5b 39 39 39 7e"
    # Alt with a key comes as Esc and the key together: read apart, M-n
    # would close the red packet and step, M-q quit, M-1 close it and
    # press the next alert's first button.
    check_dropped "Alt with a key (M-n, M-q, M-1) is dropped, not read as Esc and the key" "1b 6e" "1b 71" "1b 31"
    # A terminal's reply as a string: an OSC colour report ended by ST, one
    # ended by BEL, and an APC. Read as keys, the Esc would close the red
    # packet and each 1 press its first button.
    check_dropped "string sequences (OSC, APC) are dropped whole" \
        "1b 5d 31 31 3b 72 67 62 3a 31 2f 31 2f 31 1b 5c" "1b 5d 31 31 3b 72 67 62 3a 31 2f 31 2f 31 07" \
        "1b 5f 31 72 1b 5c"
    # A paste (bracketed, as the player asked the terminal) is dropped whole:
    # read as keys, its q would quit and its 1 press the first button.
    tmux_ set-buffer -b typed "q1x2"
    tmux_ paste-buffer -p -b typed -t keys
    check "paste: pasted text is dropped, and a notice says so" wait_for keys "pasted text ignored" 10
    check "paste: ... the red packet still shows, two waiting" check_screen keys "领取红包" "2 waiting"
    tmux_ send-keys -t keys Escape
    check "keys: Esc dismisses it and the permission prompt shows" wait_for keys "开启通知" 10
    if position=$(locate keys "[ 以后再说 ]"); then
        click keys $((${position% *} + 2)) "${position#* }"
        check "mouse: clicking [ 以后再说 ] presses it (the feature guide shows next)" wait_for keys "新功能" 10
    else
        fail "mouse: no [ 以后再说 ] button on screen"
    fi
    tmux_ send-keys -t keys Space
    check "keys: space plays" wait_for keys "playing" 10
    tmux_ send-keys -t keys Space
    check "keys: space pauses" wait_for keys "paused" 10
    tmux_ send-keys -t keys m m
    check "keys: m m switches to compare" wait_for keys "naive: the bug" 10
    tmux_ resize-window -t keys -x 60 -y 20
    check "resize: a small window asks to be enlarged" wait_for keys "enlarge the terminal" 10
    tmux_ resize-window -t keys -x 120 -y 40
    check "resize: the player redraws at 120x40" wait_for keys "scheduled: the fix" 10
    width=$(screen_text keys | head -n 1 | LC_ALL=C.UTF-8 wc -L)
    check "resize: the header reaches past column 100 ($width)" [ "${width:-0}" -gt 100 ]
    tmux_ send-keys -t keys q
    check_restored "q" 0
else
    fail "keys: the player did not start"
fi

# 2. Ctrl-C arrives as SIGINT.
if start_player interrupt "${scenario_args[@]}"; then
    tmux_ send-keys -t interrupt C-c
    check_restored "Ctrl-C" 130
else
    fail "Ctrl-C: the player did not start"
fi

# 3-5. Signals from outside, and a crash.
for signal in TERM HUP SEGV USR1 ALRM XCPU XFSZ; do
    name=$(echo "sig$signal" | tr 'A-Z' 'a-z')
    if start_player "$name" --mode compare "${scenario_args[@]}" && wait_for_file "$dir/pid" 5; then
        kill "-$signal" "$(cat "$dir/pid")"
        case $signal in
        TERM) expected=143 ;;
        HUP) expected=129 ;;
        SEGV) expected=139 ;;
        USR1) expected=138 ;;
        ALRM) expected=142 ;;
        XCPU) expected=152 ;;
        XFSZ) expected=153 ;;
        esac
        check_restored "SIG$signal" "$expected"
    else
        fail "SIG$signal: the player did not start"
    fi
done

# 5b. The mouse wheel scrolls the event log back and forth (normal mouse
#     reporting: a notch up is button 64, down 65, with no release).
if start_player wheel --paused --mode compare "${scenario_args[@]}"; then
    tmux_ send-keys -t wheel End
    tmux_ resize-window -t wheel -x 80 -y 24
    wait_for wheel "dim layers" 10 >/dev/null
    tmux_ send-keys -t wheel -H 1b 5b 4d 60 50 30
    check "wheel: a notch up scrolls the log back" wait_for wheel "newer below" 10
    tmux_ send-keys -t wheel -H 1b 5b 4d 61 50 30
    check "wheel: a notch down scrolls it forward again" wait_gone wheel "newer below" 10
    tmux_ send-keys -t wheel q
    check_restored "wheel" 0
else
    fail "wheel: the player did not start"
fi

# 5c. Keys typed ahead: three presses of Left and an n in one burst, paused
#     at the end (5 s). The Lefts reach the model together and seek once, to
#     where three would go one by one (4 s, 3.5 s, 2.5 s); the n read behind
#     them is not lost: it runs the step at 3.5 s.
if start_player typeahead --paused "${scenario_args[@]}"; then
    tmux_ send-keys -t typeahead End
    wait_for typeahead "5.000s / " 10 >/dev/null
    tmux_ send-keys -t typeahead Left Left Left n
    check "typed ahead: three Lefts seek to 2.5 s and the n after them steps to 3.5 s" \
        wait_for typeahead "3.500s / " 10
    tmux_ send-keys -t typeahead q
    check_restored "typed ahead" 0
else
    fail "typed ahead: the player did not start"
fi

# 6. A resize while a frame is being written, paused: the new size is drawn
#    without another key (the wait cannot miss it).
if player_env="ALERT_TUI_WRITE_DELAY_MS=400" start_player slowwrite --paused "${scenario_args[@]}"; then
    tmux_ send-keys -t slowwrite n
    sleep 0.1
    tmux_ resize-window -t slowwrite -x 120 -y 40
    wait_for slowwrite "领取红包" 10 >/dev/null
    resized=0
    for _ in $(seq 1 50); do
        width=$(screen_text slowwrite | head -n 1 | LC_ALL=C.UTF-8 wc -L)
        if [ "${width:-0}" -gt 100 ]; then resized=1; break; fi
        sleep 0.1
    done
    check "lost resize: a resize during a slow write is drawn at 120 columns ($width)" [ "$resized" = 1 ]
    tmux_ send-keys -t slowwrite q
    check_restored "slow write" 0
else
    fail "lost resize: the player did not start"
fi

# 7. The terminal goes away while SIGHUP is ignored: the player, playing,
#    notices and exits instead of spinning.
if player_env="IGNORE_HUP=1" start_player lost --speed 0.01 "${scenario_args[@]}" && wait_for_file "$dir/pid" 5; then
    pid=$(cat "$dir/pid")
    tmux_ kill-session -t lost
    gone=0
    for _ in $(seq 1 100); do
        if ! kill -0 "$pid" 2>/dev/null; then gone=1; break; fi
        sleep 0.1
    done
    check "lost terminal: the player exits within 10 s of its terminal going away" [ "$gone" = 1 ]
    kill -KILL "$pid" 2>/dev/null
else
    fail "lost terminal: the player did not start"
fi

# 8. Ctrl-Z while playing, from an interactive shell with job control: the
#    time the player stays stopped is not played.
#    The shell reads lines without readline (--noediting), which would
#    turn bracketed paste on for its own prompt.
tmux_ new-session -d -s suspend -x 100 -y 32 env SWIFT_BACKTRACE=interactive=no LC_ALL=C.UTF-8 PS1='$ ' \
    bash --norc --noprofile --noediting -i
tmux_ send-keys -t suspend "'$binary' ${scenario_args[*]:-}" Enter
if wait_for_pane suspend "1 alert-tui" 30; then
    sleep 0.5
    tmux_ send-keys -t suspend C-z
    check "Ctrl-Z: the shell reports the player stopped" wait_for suspend "Stopped" 10
    flags=$(tmux_ display -p -t suspend '#{alternate_on} #{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag}')
    check "Ctrl-Z: while stopped, the normal screen and no mouse reporting ($flags)" [ "$flags" = "0 000" ]
    check_paste_unbracketed "Ctrl-Z" suspend
    tmux_ send-keys -t suspend C-u
    sleep 3
    tmux_ send-keys -t suspend "fg" Enter
    wait_for_pane suspend "1 alert-tui" 10
    sleep 0.3
    clock=$(shown_clock suspend | sed 's/^0*//')
    check "Ctrl-Z: 3 s stopped are not played (clock ${clock:-0} ms < 2500)" [ "${clock:-0}" -lt 2500 ]
    tmux_ set-buffer -b typed "q"
    tmux_ paste-buffer -p -b typed -t suspend
    check "Ctrl-Z: after fg a paste is dropped again, not read as q" wait_for suspend "pasted text ignored" 10
    tmux_ send-keys -t suspend q
    wait_for_pane suspend "0 bash" 10
    tmux_ send-keys -t suspend 'echo "player-status-$?"' Enter
    check "Ctrl-Z: the player quits after fg, status 0" wait_for suspend "player-status-0" 10
else
    fail "Ctrl-Z: the player did not start"
fi

# 9. Emoji clusters in titles: box borders still line up on screen. The
# message adds what the C library may measure otherwise than the layout:
# emoji newer than its tables (wcwidth -1, which ncurses skips), a
# Devanagari cluster of three columns, a run of Hangul leading jamo.
cat >"$work/emoji.yaml" <<'EMOJI'
name: emoji titles
alerts:
  family:
    title: "👩‍👩‍👧‍👦 家庭 👍🏽 1️⃣ ❤️ 🇨🇳"
    message: "🧑🏿‍🚀 ok 🪿🩷 हिन्दी \u1100\u1100\u1100\u1160\u1160 end"
    actions: ["👍🏽 好"]
timeline:
  - request: family
EMOJI
if start_player emoji --paused "$work/emoji.yaml"; then
    tmux_ send-keys -t emoji n
    wait_for emoji "家庭" 10 >/dev/null
    corner=$(locate emoji "┐")
    title_row=$(screen_text emoji | grep -n -F "家庭" | head -n 1 | cut -d: -f1)
    title_line=$(screen_text emoji | sed -n "${title_row}p")
    # The phone's own border is the last │; the alert box's right border is the one before it.
    before_border=${title_line%│*}
    before_border=${before_border%│*}
    border_column=$(printf '%s' "$before_border" | LC_ALL=C.UTF-8 wc -L)
    check "emoji: the title row's right border is under the corner (${border_column} vs ${corner% *})" \
        [ "$border_column" = "${corner% *}" ]
    message_line=$(screen_text emoji | grep -F " end" | head -n 1)
    before_border=${message_line%│*}
    before_border=${before_border%│*}
    border_column=$(printf '%s' "$before_border" | LC_ALL=C.UTF-8 wc -L)
    check "emoji: the message row's right border is under the corner too (${border_column} vs ${corner% *})" \
        [ "$border_column" = "${corner% *}" ]
    tmux_ send-keys -t emoji q
    check_restored "emoji" 0
else
    fail "emoji: the player did not start"
fi

# 10. No terminal on stdout.
"$binary" "${scenario_args[@]}" >"$work/notty.out" 2>"$work/notty.err" </dev/null
status=$?
check "no tty: exit status $status (expected 64)" [ "$status" = 64 ]
check "no tty: stderr points to 'alert-tui replay'" grep -q "alert-tui replay" "$work/notty.err"
check "no tty: nothing on stdout" [ ! -s "$work/notty.out" ]

# 11. A terminal that cannot move the cursor: refused like an unknown one,
# nothing drawn, the terminal as it was.
session=dumb
dir="$work/$session"
mkdir -p "$dir"
tmux_ new-session -d -s "$session" -x 100 -y 32 \
    env SWIFT_BACKTRACE=interactive=no LC_ALL=C.UTF-8 TERM=dumb "$work/wrapper.sh" "$dir" "$binary" "${scenario_args[@]}"
if wait_for_file "$dir/stty-after" 60; then
    check "dumb terminal: exit status $(cat "$dir/status") (expected 64)" [ "$(cat "$dir/status")" = 64 ]
    check "dumb terminal: stderr names the terminal type" grep -q "terminal type 'dumb'" "$dir/stderr"
    if [ "${#scenario_args[@]}" -gt 0 ]; then
        check "dumb terminal: stderr names the replay of this file" \
            grep -qF "run \`alert-tui replay ${scenario_args[0]}\`" "$dir/stderr"
    fi
    check "dumb terminal: stty -g unchanged" cmp -s "$dir/stty-before" "$dir/stty-after"
else
    fail "dumb terminal: the player did not exit"
fi
# Every byte the player writes to such a terminal, kept by script(1) between
# two markers (written in octal, so the log's header, which repeats the
# command, does not hold them): none, not even a carriage return.
if command -v script >/dev/null; then
    TERM=dumb SWIFT_BACKTRACE=interactive=no script -q -e -O "$work/dumb.raw" \
        -c "printf '\\074\\074'; '$binary' ${scenario_args[*]} 2>/dev/null; printf '\\076\\076'" </dev/null >/dev/null
    check "dumb terminal: not a byte written to it" grep -aq "<<>>" "$work/dumb.raw"
fi

# 12. A terminal type with no description, and none at all: refused with
# exit 64, saying which, and pointing to replay.
for term in nosuchterm unset; do
    session="term-$term"
    dir="$work/$session"
    mkdir -p "$dir"
    if [ "$term" = unset ]; then term_env=(-u TERM); expected="TERM is not set"; else
        term_env=("TERM=$term"); expected="terminal type '$term'"; fi
    tmux_ new-session -d -s "$session" -x 100 -y 32 \
        env "${term_env[@]}" SWIFT_BACKTRACE=interactive=no LC_ALL=C.UTF-8 "$work/wrapper.sh" "$dir" "$binary" \
        "${scenario_args[@]}"
    if wait_for_file "$dir/stty-after" 60; then
        check "TERM $term: exit status $(cat "$dir/status") (expected 64)" [ "$(cat "$dir/status")" = 64 ]
        check "TERM $term: stderr says so and points to replay" \
            sh -c 'grep -q "$1" "$2" && grep -q "alert-tui replay" "$2"' - "$expected" "$dir/stderr"
        check "TERM $term: stty -g unchanged" cmp -s "$dir/stty-before" "$dir/stty-after"
    else
        fail "TERM $term: the player did not exit"
    fi
done

# 13. A JSON-lines trace whose last line a crash cut short: the warning,
# which standard error would keep behind the player's screen, is its first
# notice; the file plays without that line.
"$binary" convert "$here/launch.yaml" --to jsonl >"$work/cut.jsonl"
printf '{"at": 4000, "clo' >>"$work/cut.jsonl"
if start_player cut --paused "$work/cut.jsonl"; then
    check "cut-short trace: the warning is on screen" wait_for cut "warning: the last line is cut short" 10
    tmux_ send-keys -t cut n
    check "cut-short trace: the next key clears it" wait_gone cut "warning: the last line" 10
    tmux_ send-keys -t cut q
    check_restored "cut" 0
    check "cut-short trace: the warning is on stderr too" grep -q "warning: the last line is cut short" "$dir/stderr"
else
    fail "cut-short trace: the player did not start"
fi

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
