// Written by scripts/course-images.mjs; run it again instead of editing this list.
/** What an illustration shows, said in the visitor's language by the carousel. */
export interface CourseScene {
  sky: 'clear' | 'morning' | 'evening' | 'overcast' | 'summer';
  bend: 'left' | 'right' | 'gentle';
  flag: 'red' | 'yellow' | 'white' | 'blue';
  bunkers: number;
  water: 'left' | 'right' | 'none';
}

export interface CourseImage {
  src: string;
  scene: CourseScene;
}

export const courseImages: readonly CourseImage[] = [
  {
    "src": "/images/courses/01.svg",
    "scene": {
      "sky": "morning",
      "bend": "left",
      "flag": "red",
      "bunkers": 1,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/02.svg",
    "scene": {
      "sky": "evening",
      "bend": "right",
      "flag": "yellow",
      "bunkers": 3,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/03.svg",
    "scene": {
      "sky": "overcast",
      "bend": "gentle",
      "flag": "blue",
      "bunkers": 2,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/04.svg",
    "scene": {
      "sky": "summer",
      "bend": "left",
      "flag": "blue",
      "bunkers": 1,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/05.svg",
    "scene": {
      "sky": "clear",
      "bend": "gentle",
      "flag": "blue",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/06.svg",
    "scene": {
      "sky": "morning",
      "bend": "left",
      "flag": "blue",
      "bunkers": 2,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/07.svg",
    "scene": {
      "sky": "evening",
      "bend": "gentle",
      "flag": "red",
      "bunkers": 1,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/08.svg",
    "scene": {
      "sky": "overcast",
      "bend": "right",
      "flag": "blue",
      "bunkers": 3,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/09.svg",
    "scene": {
      "sky": "summer",
      "bend": "right",
      "flag": "red",
      "bunkers": 3,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/10.svg",
    "scene": {
      "sky": "clear",
      "bend": "left",
      "flag": "blue",
      "bunkers": 1,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/11.svg",
    "scene": {
      "sky": "morning",
      "bend": "right",
      "flag": "red",
      "bunkers": 1,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/12.svg",
    "scene": {
      "sky": "evening",
      "bend": "gentle",
      "flag": "yellow",
      "bunkers": 2,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/13.svg",
    "scene": {
      "sky": "overcast",
      "bend": "left",
      "flag": "white",
      "bunkers": 3,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/14.svg",
    "scene": {
      "sky": "summer",
      "bend": "left",
      "flag": "white",
      "bunkers": 3,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/15.svg",
    "scene": {
      "sky": "clear",
      "bend": "right",
      "flag": "yellow",
      "bunkers": 1,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/16.svg",
    "scene": {
      "sky": "morning",
      "bend": "gentle",
      "flag": "blue",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/17.svg",
    "scene": {
      "sky": "evening",
      "bend": "left",
      "flag": "yellow",
      "bunkers": 2,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/18.svg",
    "scene": {
      "sky": "overcast",
      "bend": "right",
      "flag": "red",
      "bunkers": 2,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/19.svg",
    "scene": {
      "sky": "summer",
      "bend": "left",
      "flag": "blue",
      "bunkers": 1,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/20.svg",
    "scene": {
      "sky": "clear",
      "bend": "left",
      "flag": "yellow",
      "bunkers": 2,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/21.svg",
    "scene": {
      "sky": "morning",
      "bend": "right",
      "flag": "yellow",
      "bunkers": 2,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/22.svg",
    "scene": {
      "sky": "evening",
      "bend": "left",
      "flag": "white",
      "bunkers": 2,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/23.svg",
    "scene": {
      "sky": "overcast",
      "bend": "gentle",
      "flag": "yellow",
      "bunkers": 3,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/24.svg",
    "scene": {
      "sky": "summer",
      "bend": "gentle",
      "flag": "yellow",
      "bunkers": 3,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/25.svg",
    "scene": {
      "sky": "clear",
      "bend": "right",
      "flag": "yellow",
      "bunkers": 1,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/26.svg",
    "scene": {
      "sky": "morning",
      "bend": "left",
      "flag": "yellow",
      "bunkers": 1,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/27.svg",
    "scene": {
      "sky": "evening",
      "bend": "left",
      "flag": "red",
      "bunkers": 1,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/28.svg",
    "scene": {
      "sky": "overcast",
      "bend": "gentle",
      "flag": "red",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/29.svg",
    "scene": {
      "sky": "summer",
      "bend": "gentle",
      "flag": "red",
      "bunkers": 1,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/30.svg",
    "scene": {
      "sky": "clear",
      "bend": "right",
      "flag": "blue",
      "bunkers": 1,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/31.svg",
    "scene": {
      "sky": "morning",
      "bend": "gentle",
      "flag": "white",
      "bunkers": 1,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/32.svg",
    "scene": {
      "sky": "evening",
      "bend": "left",
      "flag": "yellow",
      "bunkers": 2,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/33.svg",
    "scene": {
      "sky": "overcast",
      "bend": "left",
      "flag": "blue",
      "bunkers": 3,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/34.svg",
    "scene": {
      "sky": "summer",
      "bend": "right",
      "flag": "white",
      "bunkers": 3,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/35.svg",
    "scene": {
      "sky": "clear",
      "bend": "left",
      "flag": "blue",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/36.svg",
    "scene": {
      "sky": "morning",
      "bend": "right",
      "flag": "red",
      "bunkers": 3,
      "water": "right"
    }
  },
  {
    "src": "/images/courses/37.svg",
    "scene": {
      "sky": "evening",
      "bend": "right",
      "flag": "red",
      "bunkers": 2,
      "water": "none"
    }
  },
  {
    "src": "/images/courses/38.svg",
    "scene": {
      "sky": "overcast",
      "bend": "right",
      "flag": "yellow",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/39.svg",
    "scene": {
      "sky": "summer",
      "bend": "left",
      "flag": "red",
      "bunkers": 1,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/40.svg",
    "scene": {
      "sky": "clear",
      "bend": "left",
      "flag": "blue",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/41.svg",
    "scene": {
      "sky": "morning",
      "bend": "right",
      "flag": "blue",
      "bunkers": 3,
      "water": "left"
    }
  },
  {
    "src": "/images/courses/42.svg",
    "scene": {
      "sky": "evening",
      "bend": "left",
      "flag": "blue",
      "bunkers": 1,
      "water": "right"
    }
  }
];
