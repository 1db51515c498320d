"""Plan output file names from an INI job list, keeping key case (optionxform)."""
import configparser
import os
import posixpath
from os.path import join, splitext

JOBS = """
[Report]
InputFile = data/raw/../raw/sales 2024.csv
OutDir = out/reports/
Format = PDF

[Export]
InputFile = /srv/exports/users.json.gz
OutDir = out//exports
"""

parser = configparser.ConfigParser()
parser.optionxform = str
parser.read_string(JOBS)

plan = {}
for section in parser.sections():
    job = parser[section]
    src = os.path.normpath(job["InputFile"])
    stem, ext = splitext(os.path.basename(src))
    if ext == ".gz":
        stem, inner = splitext(stem)
        ext = inner + ext
    target = join(posixpath.normpath(job["OutDir"]), stem.replace(" ", "_") + "." + job.get("Format", "txt").lower())
    plan[section] = {"keys": list(job.keys()), "src": src, "ext": ext, "target": target}
    print(f"{section:<7} {src:<32} -> {target}")

print(os.sep, os.path.isabs(plan["Export"]["src"]), os.path.commonpath([p["target"] for p in plan.values()]))
try:
    parser.get("Report", "Missing")
except configparser.NoOptionError as e:
    print(type(e).__name__, e.option, e.section)
plan
