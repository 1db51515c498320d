# expect: compile STK-V003
# technique: ConfigParser private state (_sections)
import configparser
configparser.ConfigParser()._sections
