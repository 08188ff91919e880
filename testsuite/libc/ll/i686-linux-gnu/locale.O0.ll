; ModuleID = 'locale.c'
source_filename = "locale.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.__mbstate_t = type { i32, %union.anon }
%union.anon = type { i32 }
%struct.lconv = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }

@.str = private unnamed_addr constant [21 x i8] c"setlocale query: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"setlocale C: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"setlocale POSIX: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"POSIX\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"setlocale xx_YY: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"xx_YY.UTF-8\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"newlocale C: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"newlocale xx_YY: %s errno %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"uselocale: old is global %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"uselocale query: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"duplocale: %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [61 x i8] c"decimal point '%s' thousands '%s' grouping '%s' int_frac %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"strcoll %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"same\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"xfrm\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"strxfrm %zu '%s' %zu\0A\00", align 1
@.str.25 = private unnamed_addr constant [12 x i8] c"longer text\00", align 1
@.str.26 = private unnamed_addr constant [16 x i8] c"MB_CUR_MAX %zu\0A\00", align 1
@.str.27 = private unnamed_addr constant [25 x i8] c"wctob %d %d btowc %d %d\0A\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"Q\00", align 1
@.str.29 = private unnamed_addr constant [16 x i8] c"mbrtowc %zu %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\E9\00", align 1
@.str.31 = private unnamed_addr constant [27 x i8] c"mbrtowc high %zd errno %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [26 x i8] c"mbrtowc nul %zu, n=0 %zd\0A\00", align 1
@.str.33 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.34 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.35 = private unnamed_addr constant [37 x i8] c"wcrtomb %zu '%c', high %zd errno %d\0A\00", align 1
@.str.36 = private unnamed_addr constant [10 x i8] c"wide text\00", align 1
@.str.37 = private unnamed_addr constant [33 x i8] c"mbsrtowcs %zu src %s wcslen %zu\0A\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"not null\00", align 1
@.str.39 = private unnamed_addr constant [20 x i8] c"wcsrtombs %zu '%s'\0A\00", align 1
@.str.40 = private unnamed_addr constant [25 x i8] c"wcscmp %d %d wmemcmp %d\0A\00", align 1
@.str.41 = private unnamed_addr constant [3 x i32] [i32 97, i32 98, i32 0], align 4
@.str.42 = private unnamed_addr constant [14 x i8] c"wmem: %ls %s\0A\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"found z\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"no z\00", align 1
@.str.45 = private unnamed_addr constant [49 x i8] c"iswalpha %d iswdigit %d iswspace %d iswupper %d\0A\00", align 1
@.str.46 = private unnamed_addr constant [35 x i8] c"wctype alpha %d upper %d bogus %d\0A\00", align 1
@.str.47 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.48 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"bogus\00", align 1
@.str.50 = private unnamed_addr constant [35 x i8] c"towupper %lc towlower %lc high %d\0A\00", align 1
@.str.51 = private unnamed_addr constant [24 x i8] c"_l forms: %d %d %lc %g\0A\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"2.5\00", align 1
@.str.54 = private unnamed_addr constant [13 x i8] c"gettext: %s\0A\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"untranslated\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [16 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.__mbstate_t, align 4
  %11 = alloca i32, align 4
  %12 = alloca [8 x i8], align 1
  %13 = alloca ptr, align 4
  %14 = alloca [32 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 4
  %17 = alloca [32 x i8], align 1
  %18 = alloca [8 x i32], align 4
  %19 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %20 = call ptr @setlocale(i32 noundef 6, ptr noundef null) #6
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %20)
  %22 = call ptr @setlocale(i32 noundef 6, ptr noundef @.str.2) #6
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %22)
  %24 = call ptr @setlocale(i32 noundef 6, ptr noundef @.str.4) #6
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %24)
  %26 = call ptr @setlocale(i32 noundef 6, ptr noundef @.str.6) #6
  %27 = icmp ne ptr %26, null
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, ptr @.str.7, ptr @.str.8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %29)
  %31 = call ptr @__errno_location() #7
  store i32 0, ptr %31, align 4
  %32 = call ptr @newlocale(i32 noundef 8127, ptr noundef @.str.2, ptr noundef null) #6
  store ptr %32, ptr %2, align 4
  %33 = load ptr, ptr %2, align 4
  %34 = icmp ne ptr %33, null
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, ptr @.str.10, ptr @.str.11
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %36)
  %38 = call ptr @__errno_location() #7
  store i32 0, ptr %38, align 4
  %39 = call ptr @newlocale(i32 noundef 8127, ptr noundef @.str.6, ptr noundef null) #6
  store ptr %39, ptr %3, align 4
  %40 = load ptr, ptr %3, align 4
  %41 = icmp ne ptr %40, null
  %42 = zext i1 %41 to i64
  %43 = select i1 %41, ptr @.str.10, ptr @.str.11
  %44 = call ptr @__errno_location() #7
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %43, i32 noundef %45)
  %47 = load ptr, ptr %2, align 4
  %48 = call ptr @uselocale(ptr noundef %47) #6
  store ptr %48, ptr %4, align 4
  %49 = load ptr, ptr %4, align 4
  %50 = icmp eq ptr %49, inttoptr (i32 -1 to ptr)
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %51)
  %53 = call ptr @uselocale(ptr noundef null) #6
  %54 = load ptr, ptr %2, align 4
  %55 = icmp eq ptr %53, %54
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %56)
  %58 = load ptr, ptr %4, align 4
  %59 = call ptr @uselocale(ptr noundef %58) #6
  %60 = load ptr, ptr %2, align 4
  %61 = call ptr @duplocale(ptr noundef %60) #6
  store ptr %61, ptr %5, align 4
  %62 = load ptr, ptr %5, align 4
  %63 = icmp ne ptr %62, null
  %64 = zext i1 %63 to i64
  %65 = select i1 %63, ptr @.str.10, ptr @.str.11
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %65)
  %67 = load ptr, ptr %5, align 4
  call void @freelocale(ptr noundef %67) #6
  %68 = load ptr, ptr %2, align 4
  call void @freelocale(ptr noundef %68) #6
  %69 = call ptr @localeconv() #6
  store ptr %69, ptr %6, align 4
  %70 = load ptr, ptr %6, align 4
  %71 = getelementptr inbounds %struct.lconv, ptr %70, i32 0, i32 0
  %72 = load ptr, ptr %71, align 4
  %73 = load ptr, ptr %6, align 4
  %74 = getelementptr inbounds %struct.lconv, ptr %73, i32 0, i32 1
  %75 = load ptr, ptr %74, align 4
  %76 = load ptr, ptr %6, align 4
  %77 = getelementptr inbounds %struct.lconv, ptr %76, i32 0, i32 2
  %78 = load ptr, ptr %77, align 4
  %79 = load ptr, ptr %6, align 4
  %80 = getelementptr inbounds %struct.lconv, ptr %79, i32 0, i32 10
  %81 = load i8, ptr %80, align 4
  %82 = sext i8 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %72, ptr noundef %75, ptr noundef %78, i32 noundef %82)
  %84 = call i32 @strcoll(ptr noundef @.str.18, ptr noundef @.str.19) #8
  %85 = icmp slt i32 %84, 0
  %86 = zext i1 %85 to i32
  %87 = call i32 @strcoll(ptr noundef @.str.20, ptr noundef @.str.21) #8
  %88 = icmp sgt i32 %87, 0
  %89 = zext i1 %88 to i32
  %90 = call i32 @strcoll(ptr noundef @.str.22, ptr noundef @.str.22) #8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %86, i32 noundef %89, i32 noundef %90)
  %92 = getelementptr inbounds [16 x i8], ptr %7, i32 0, i32 0
  %93 = call i32 @strxfrm(ptr noundef %92, ptr noundef @.str.23, i32 noundef 16) #6
  store i32 %93, ptr %8, align 4
  %94 = load i32, ptr %8, align 4
  %95 = getelementptr inbounds [16 x i8], ptr %7, i32 0, i32 0
  %96 = call i32 @strxfrm(ptr noundef null, ptr noundef @.str.25, i32 noundef 0) #6
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %94, ptr noundef %95, i32 noundef %96)
  %98 = call i32 @__ctype_get_mb_cur_max() #6
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %98)
  %100 = call i32 @wctob(i32 noundef 65) #6
  %101 = call i32 @wctob(i32 noundef 256) #6
  %102 = call i32 @btowc(i32 noundef 122) #6
  %103 = call i32 @btowc(i32 noundef 233) #6
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103)
  store i32 0, ptr %9, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %10, i8 0, i32 8, i1 false)
  %105 = call i32 @mbrtowc(ptr noundef %9, ptr noundef @.str.28, i32 noundef 1, ptr noundef %10) #6
  store i32 %105, ptr %11, align 4
  %106 = load i32, ptr %11, align 4
  %107 = load i32, ptr %9, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %106, i32 noundef %107)
  %109 = call ptr @__errno_location() #7
  store i32 0, ptr %109, align 4
  %110 = call i32 @mbrtowc(ptr noundef %9, ptr noundef @.str.30, i32 noundef 1, ptr noundef %10) #6
  store i32 %110, ptr %11, align 4
  %111 = load i32, ptr %11, align 4
  %112 = call ptr @__errno_location() #7
  %113 = load i32, ptr %112, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %111, i32 noundef %113)
  %115 = call i32 @mbrtowc(ptr noundef %9, ptr noundef @.str.33, i32 noundef 1, ptr noundef %10) #6
  %116 = call i32 @mbrtowc(ptr noundef %9, ptr noundef @.str.34, i32 noundef 0, ptr noundef %10) #6
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %115, i32 noundef %116)
  %118 = call ptr @__errno_location() #7
  store i32 0, ptr %118, align 4
  %119 = getelementptr inbounds [8 x i8], ptr %12, i32 0, i32 0
  %120 = call i32 @wcrtomb(ptr noundef %119, i32 noundef 107, ptr noundef %10) #6
  %121 = getelementptr inbounds [8 x i8], ptr %12, i32 0, i32 0
  %122 = load i8, ptr %121, align 1
  %123 = sext i8 %122 to i32
  %124 = getelementptr inbounds [8 x i8], ptr %12, i32 0, i32 0
  %125 = call i32 @wcrtomb(ptr noundef %124, i32 noundef 9786, ptr noundef %10) #6
  %126 = call ptr @__errno_location() #7
  %127 = load i32, ptr %126, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i32 noundef %120, i32 noundef %123, i32 noundef %125, i32 noundef %127)
  store ptr @.str.36, ptr %13, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %10, i8 0, i32 8, i1 false)
  %129 = getelementptr inbounds [32 x i32], ptr %14, i32 0, i32 0
  %130 = call i32 @mbsrtowcs(ptr noundef %129, ptr noundef %13, i32 noundef 32, ptr noundef %10) #6
  store i32 %130, ptr %15, align 4
  %131 = load i32, ptr %15, align 4
  %132 = load ptr, ptr %13, align 4
  %133 = icmp ne ptr %132, null
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.38, ptr @.str.11
  %136 = getelementptr inbounds [32 x i32], ptr %14, i32 0, i32 0
  %137 = call i32 @wcslen(ptr noundef %136) #8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %131, ptr noundef %135, i32 noundef %137)
  %139 = getelementptr inbounds [32 x i32], ptr %14, i32 0, i32 0
  store ptr %139, ptr %16, align 4
  %140 = getelementptr inbounds [32 x i8], ptr %17, i32 0, i32 0
  %141 = call i32 @wcsrtombs(ptr noundef %140, ptr noundef %16, i32 noundef 32, ptr noundef %10) #6
  store i32 %141, ptr %15, align 4
  %142 = load i32, ptr %15, align 4
  %143 = getelementptr inbounds [32 x i8], ptr %17, i32 0, i32 0
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %142, ptr noundef %143)
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %146 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %147 = call ptr @wmemset(ptr noundef %146, i32 noundef 122, i32 noundef 7) #6
  %148 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 7
  store i32 0, ptr %148, align 4
  %149 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %150 = call ptr @wmemcpy(ptr noundef %149, ptr noundef @.str.41, i32 noundef 2) #6
  %151 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %152 = getelementptr inbounds i32, ptr %151, i32 1
  %153 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %154 = call ptr @wmemmove(ptr noundef %152, ptr noundef %153, i32 noundef 3) #6
  %155 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %156 = getelementptr inbounds [8 x i32], ptr %18, i32 0, i32 0
  %157 = call ptr @wmemchr(ptr noundef %156, i32 noundef 122, i32 noundef 7) #8
  %158 = icmp ne ptr %157, null
  %159 = zext i1 %158 to i64
  %160 = select i1 %158, ptr @.str.43, ptr @.str.44
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.42, ptr noundef %155, ptr noundef %160)
  %162 = call i32 @iswalpha(i32 noundef 113) #6
  %163 = icmp ne i32 %162, 0
  %164 = xor i1 %163, true
  %165 = xor i1 %164, true
  %166 = zext i1 %165 to i32
  %167 = call i32 @iswdigit(i32 noundef 55) #6
  %168 = icmp ne i32 %167, 0
  %169 = xor i1 %168, true
  %170 = xor i1 %169, true
  %171 = zext i1 %170 to i32
  %172 = call i32 @iswspace(i32 noundef 9) #6
  %173 = icmp ne i32 %172, 0
  %174 = xor i1 %173, true
  %175 = xor i1 %174, true
  %176 = zext i1 %175 to i32
  %177 = call i32 @iswupper(i32 noundef 113) #6
  %178 = icmp ne i32 %177, 0
  %179 = xor i1 %178, true
  %180 = xor i1 %179, true
  %181 = zext i1 %180 to i32
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, i32 noundef %166, i32 noundef %171, i32 noundef %176, i32 noundef %181)
  %183 = call i32 @wctype(ptr noundef @.str.47) #6
  %184 = call i32 @iswctype(i32 noundef 97, i32 noundef %183) #6
  %185 = icmp ne i32 %184, 0
  %186 = xor i1 %185, true
  %187 = xor i1 %186, true
  %188 = zext i1 %187 to i32
  %189 = call i32 @wctype(ptr noundef @.str.48) #6
  %190 = call i32 @iswctype(i32 noundef 97, i32 noundef %189) #6
  %191 = icmp ne i32 %190, 0
  %192 = xor i1 %191, true
  %193 = xor i1 %192, true
  %194 = zext i1 %193 to i32
  %195 = call i32 @wctype(ptr noundef @.str.49) #6
  %196 = icmp eq i32 %195, 0
  %197 = zext i1 %196 to i32
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.46, i32 noundef %188, i32 noundef %194, i32 noundef %197)
  %199 = call i32 @towupper(i32 noundef 109) #6
  %200 = call i32 @towlower(i32 noundef 77) #6
  %201 = call i32 @towupper(i32 noundef 233) #6
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, i32 noundef %199, i32 noundef %200, i32 noundef %201)
  %203 = call ptr @newlocale(i32 noundef 8127, ptr noundef @.str.2, ptr noundef null) #6
  store ptr %203, ptr %19, align 4
  %204 = load ptr, ptr %19, align 4
  %205 = call i32 @strcoll_l(ptr noundef @.str.21, ptr noundef @.str.20, ptr noundef %204) #8
  %206 = icmp slt i32 %205, 0
  %207 = zext i1 %206 to i32
  %208 = load ptr, ptr %19, align 4
  %209 = call i32 @wctype_l(ptr noundef @.str.52, ptr noundef %208) #6
  %210 = load ptr, ptr %19, align 4
  %211 = call i32 @iswctype_l(i32 noundef 53, i32 noundef %209, ptr noundef %210) #6
  %212 = icmp ne i32 %211, 0
  %213 = xor i1 %212, true
  %214 = xor i1 %213, true
  %215 = zext i1 %214 to i32
  %216 = load ptr, ptr %19, align 4
  %217 = call i32 @towupper_l(i32 noundef 120, ptr noundef %216) #6
  %218 = load ptr, ptr %19, align 4
  %219 = call double @strtod_l(ptr noundef @.str.53, ptr noundef null, ptr noundef %218) #6
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, i32 noundef %207, i32 noundef %215, i32 noundef %217, double noundef %219)
  %221 = load ptr, ptr %19, align 4
  call void @freelocale(ptr noundef %221) #6
  %222 = call ptr @gettext(ptr noundef @.str.55) #6
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.54, ptr noundef %222)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare ptr @setlocale(i32 noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: nounwind
declare ptr @newlocale(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @uselocale(ptr noundef) #2

; Function Attrs: nounwind
declare ptr @duplocale(ptr noundef) #2

; Function Attrs: nounwind
declare void @freelocale(ptr noundef) #2

; Function Attrs: nounwind
declare ptr @localeconv() #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcoll(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare i32 @strxfrm(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @__ctype_get_mb_cur_max() #2

; Function Attrs: nounwind
declare i32 @wctob(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @btowc(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: nounwind
declare i32 @mbrtowc(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @wcrtomb(ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @mbsrtowcs(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @wcslen(ptr noundef) #4

; Function Attrs: nounwind
declare i32 @wcsrtombs(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @wmemset(ptr noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare ptr @wmemcpy(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare ptr @wmemmove(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @wmemchr(ptr noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @iswalpha(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @iswdigit(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @iswspace(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @iswupper(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @iswctype(i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @wctype(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @towupper(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @towlower(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcoll_l(ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare i32 @iswctype_l(i32 noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @wctype_l(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @towupper_l(i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @strtod_l(ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @gettext(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
