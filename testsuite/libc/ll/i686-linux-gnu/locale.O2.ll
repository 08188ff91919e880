; ModuleID = 'locale.c'
source_filename = "locale.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.__mbstate_t = type { i32, %union.anon }
%union.anon = type { i32 }

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 1
  %2 = alloca i32, align 4
  %3 = alloca %struct.__mbstate_t, align 8
  %4 = alloca [8 x i8], align 1
  %5 = alloca ptr, align 4
  %6 = alloca [32 x i32], align 4
  %7 = alloca ptr, align 4
  %8 = alloca [32 x i8], align 1
  %9 = alloca [8 x i32], align 4
  %10 = tail call ptr @setlocale(i32 noundef 6, ptr noundef null) #8
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %10)
  %12 = tail call ptr @setlocale(i32 noundef 6, ptr noundef nonnull @.str.2) #8
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %12)
  %14 = tail call ptr @setlocale(i32 noundef 6, ptr noundef nonnull @.str.4) #8
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %14)
  %16 = tail call ptr @setlocale(i32 noundef 6, ptr noundef nonnull @.str.6) #8
  %17 = icmp eq ptr %16, null
  %18 = select i1 %17, ptr @.str.8, ptr @.str.7
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %18)
  %20 = tail call ptr @__errno_location() #9
  store i32 0, ptr %20, align 4, !tbaa !6
  %21 = tail call ptr @newlocale(i32 noundef 8127, ptr noundef nonnull @.str.2, ptr noundef null) #8
  %22 = icmp eq ptr %21, null
  %23 = select i1 %22, ptr @.str.11, ptr @.str.10
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %23)
  store i32 0, ptr %20, align 4, !tbaa !6
  %25 = tail call ptr @newlocale(i32 noundef 8127, ptr noundef nonnull @.str.6, ptr noundef null) #8
  %26 = icmp eq ptr %25, null
  %27 = select i1 %26, ptr @.str.11, ptr @.str.10
  %28 = load i32, ptr %20, align 4, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %27, i32 noundef %28)
  %30 = tail call ptr @uselocale(ptr noundef %21) #8
  %31 = icmp eq ptr %30, inttoptr (i32 -1 to ptr)
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %32)
  %34 = tail call ptr @uselocale(ptr noundef null) #8
  %35 = icmp eq ptr %34, %21
  %36 = zext i1 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %36)
  %38 = tail call ptr @uselocale(ptr noundef %30) #8
  %39 = tail call ptr @duplocale(ptr noundef %21) #8
  %40 = icmp eq ptr %39, null
  %41 = select i1 %40, ptr @.str.11, ptr @.str.10
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %41)
  tail call void @freelocale(ptr noundef %39) #8
  tail call void @freelocale(ptr noundef %21) #8
  %43 = tail call ptr @localeconv() #8
  %44 = load ptr, ptr %43, align 4, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %43, i32 4
  %46 = load ptr, ptr %45, align 4, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %43, i32 8
  %48 = load ptr, ptr %47, align 4, !tbaa !14
  %49 = getelementptr inbounds i8, ptr %43, i32 40
  %50 = load i8, ptr %49, align 4, !tbaa !15
  %51 = sext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %44, ptr noundef %46, ptr noundef %48, i32 noundef %51)
  %53 = tail call i32 @strcoll(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19) #10
  %54 = lshr i32 %53, 31
  %55 = tail call i32 @strcoll(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21) #10
  %56 = icmp sgt i32 %55, 0
  %57 = zext i1 %56 to i32
  %58 = tail call i32 @strcoll(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.22) #10
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %54, i32 noundef %57, i32 noundef %58)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  %60 = call i32 @strxfrm(ptr noundef nonnull %1, ptr noundef nonnull @.str.23, i32 noundef 16) #8
  %61 = tail call i32 @strxfrm(ptr noundef null, ptr noundef nonnull @.str.25, i32 noundef 0) #8
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %60, ptr noundef nonnull %1, i32 noundef %61)
  %63 = call i32 @__ctype_get_mb_cur_max() #8
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %63)
  %65 = call i32 @wctob(i32 noundef 65) #8
  %66 = call i32 @wctob(i32 noundef 256) #8
  %67 = call i32 @btowc(i32 noundef 122) #8
  %68 = call i32 @btowc(i32 noundef 233) #8
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  store i64 0, ptr %3, align 8
  %70 = call i32 @mbrtowc(ptr noundef nonnull %2, ptr noundef nonnull @.str.28, i32 noundef 1, ptr noundef nonnull %3) #8
  %71 = load i32, ptr %2, align 4, !tbaa !6
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %70, i32 noundef %71)
  store i32 0, ptr %20, align 4, !tbaa !6
  %73 = call i32 @mbrtowc(ptr noundef nonnull %2, ptr noundef nonnull @.str.30, i32 noundef 1, ptr noundef nonnull %3) #8
  %74 = load i32, ptr %20, align 4, !tbaa !6
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %73, i32 noundef %74)
  %76 = call i32 @mbrtowc(ptr noundef nonnull %2, ptr noundef nonnull @.str.33, i32 noundef 1, ptr noundef nonnull %3) #8
  %77 = call i32 @mbrtowc(ptr noundef nonnull %2, ptr noundef nonnull @.str.34, i32 noundef 0, ptr noundef nonnull %3) #8
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %76, i32 noundef %77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #8
  store i32 0, ptr %20, align 4, !tbaa !6
  %79 = call i32 @wcrtomb(ptr noundef nonnull %4, i32 noundef 107, ptr noundef nonnull %3) #8
  %80 = load i8, ptr %4, align 1, !tbaa !16
  %81 = sext i8 %80 to i32
  %82 = call i32 @wcrtomb(ptr noundef nonnull %4, i32 noundef 9786, ptr noundef nonnull %3) #8
  %83 = load i32, ptr %20, align 4, !tbaa !6
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %79, i32 noundef %81, i32 noundef %82, i32 noundef %83)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #8
  store ptr @.str.36, ptr %5, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #8
  store i64 0, ptr %3, align 8
  %85 = call i32 @mbsrtowcs(ptr noundef nonnull %6, ptr noundef nonnull %5, i32 noundef 32, ptr noundef nonnull %3) #8
  %86 = load ptr, ptr %5, align 4, !tbaa !17
  %87 = icmp eq ptr %86, null
  %88 = select i1 %87, ptr @.str.11, ptr @.str.38
  %89 = call i32 @wcslen(ptr noundef nonnull %6) #10
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %85, ptr noundef nonnull %88, i32 noundef %89)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #8
  store ptr %6, ptr %7, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8
  %91 = call i32 @wcsrtombs(ptr noundef nonnull %8, ptr noundef nonnull %7, i32 noundef 32, ptr noundef nonnull %3) #8
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %91, ptr noundef nonnull %8)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #8
  %94 = call ptr @wmemset(ptr noundef nonnull %9, i32 noundef 122, i32 noundef 7) #8
  %95 = getelementptr inbounds i8, ptr %9, i32 28
  store i32 0, ptr %95, align 4, !tbaa !6
  %96 = call ptr @wmemcpy(ptr noundef nonnull %9, ptr noundef nonnull @.str.41, i32 noundef 2) #8
  %97 = getelementptr inbounds i8, ptr %9, i32 4
  %98 = call ptr @wmemmove(ptr noundef nonnull %97, ptr noundef nonnull %9, i32 noundef 3) #8
  %99 = call ptr @wmemchr(ptr noundef nonnull %9, i32 noundef 122, i32 noundef 7) #10
  %100 = icmp eq ptr %99, null
  %101 = select i1 %100, ptr @.str.44, ptr @.str.43
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, ptr noundef nonnull %9, ptr noundef nonnull %101)
  %103 = call i32 @iswalpha(i32 noundef 113) #8
  %104 = icmp ne i32 %103, 0
  %105 = zext i1 %104 to i32
  %106 = call i32 @iswdigit(i32 noundef 55) #8
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  %109 = call i32 @iswspace(i32 noundef 9) #8
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = call i32 @iswupper(i32 noundef 113) #8
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %105, i32 noundef %108, i32 noundef %111, i32 noundef %114)
  %116 = call i32 @wctype(ptr noundef nonnull @.str.47) #8
  %117 = call i32 @iswctype(i32 noundef 97, i32 noundef %116) #8
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  %120 = call i32 @wctype(ptr noundef nonnull @.str.48) #8
  %121 = call i32 @iswctype(i32 noundef 97, i32 noundef %120) #8
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = call i32 @wctype(ptr noundef nonnull @.str.49) #8
  %125 = icmp eq i32 %124, 0
  %126 = zext i1 %125 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, i32 noundef %119, i32 noundef %123, i32 noundef %126)
  %128 = call i32 @towupper(i32 noundef 109) #8
  %129 = call i32 @towlower(i32 noundef 77) #8
  %130 = call i32 @towupper(i32 noundef 233) #8
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef %128, i32 noundef %129, i32 noundef %130)
  %132 = call ptr @newlocale(i32 noundef 8127, ptr noundef nonnull @.str.2, ptr noundef null) #8
  %133 = call i32 @strcoll_l(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.20, ptr noundef %132) #10
  %134 = lshr i32 %133, 31
  %135 = call i32 @wctype_l(ptr noundef nonnull @.str.52, ptr noundef %132) #8
  %136 = call i32 @iswctype_l(i32 noundef 53, i32 noundef %135, ptr noundef %132) #8
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i32
  %139 = call i32 @towupper_l(i32 noundef 120, ptr noundef %132) #8
  %140 = call double @strtod_l(ptr noundef nonnull @.str.53, ptr noundef null, ptr noundef %132) #8
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %134, i32 noundef %138, i32 noundef %139, double noundef %140)
  call void @freelocale(ptr noundef %132) #8
  %142 = call ptr @dcgettext(ptr noundef null, ptr noundef nonnull @.str.55, i32 noundef 5) #8
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.54, ptr noundef %142)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare ptr @setlocale(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare ptr @newlocale(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @uselocale(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @duplocale(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @freelocale(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @localeconv() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @strcoll(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i32 @strxfrm(ptr nocapture noundef, ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @__ctype_get_mb_cur_max() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @wctob(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @btowc(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @mbrtowc(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @wcrtomb(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @mbsrtowcs(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @wcslen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @wcsrtombs(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @wmemset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @wmemcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @wmemmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @wmemchr(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @iswalpha(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @iswdigit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @iswspace(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @iswupper(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @iswctype(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @wctype(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @towupper(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @towlower(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @strcoll_l(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @iswctype_l(i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @wctype_l(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @towupper_l(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare double @strtod_l(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @dcgettext(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"lconv", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !8, i64 40, !8, i64 41, !8, i64 42, !8, i64 43, !8, i64 44, !8, i64 45, !8, i64 46, !8, i64 47, !8, i64 48, !8, i64 49, !8, i64 50, !8, i64 51, !8, i64 52, !8, i64 53}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!11, !12, i64 4}
!14 = !{!11, !12, i64 8}
!15 = !{!11, !8, i64 40}
!16 = !{!8, !8, i64 0}
!17 = !{!12, !12, i64 0}
