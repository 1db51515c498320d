import configparser
import tomllib

TOML_TEXT = """
title = "Service config"

[server]
host = "0.0.0.0"
port = 8080
workers = 4
debug = false

[database]
url = "postgres://db/app"
pool = { min = 1, max = 10 }

[[jobs]]
name = "cleanup"
schedule = "0 3 * * *"

[[jobs]]
name = "report"
schedule = "0 8 * * 1"
enabled = false
"""

INI_TEXT = """
[DEFAULT]
timeout = 30
retries = 3

[api]
base_url = https://api.example.com
timeout = 10

[worker]
concurrency = 8
verbose = yes
"""

cfg = tomllib.loads(TOML_TEXT)
print(cfg["title"], cfg["server"]["port"], cfg["database"]["pool"])
for job in cfg["jobs"]:
    print(f"job {job['name']:<8} at {job['schedule']} enabled={job.get('enabled', True)}")

try:
    tomllib.loads("key = ")
except tomllib.TOMLDecodeError as e:
    print("TOML error:", type(e).__name__)

parser = configparser.ConfigParser()
parser.read_string(INI_TEXT)
print(parser.sections())
print(parser.getint("api", "timeout"), parser.getint("worker", "timeout"), parser["api"]["retries"])
print(parser.getboolean("worker", "verbose"), parser.get("api", "missing", fallback="n/a"))
print(dict(parser["worker"]))
print(parser.has_option("api", "base_url"), "worker" in parser)

try:
    parser.get("nope", "x")
except configparser.NoSectionError as e:
    print(e)

merged = {**cfg["server"], "timeout": parser.getint("api", "timeout")}
merged
