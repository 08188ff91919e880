; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Node = type { i32, %struct.Node* }

$"??_C@_0BM@NJJIFNI@destructor?5runs?5?$CIninit?$DN?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BL@GDOLJEGL@constructors?5ran?5in?5order?3?$AA@" = comdat any

$"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0BI@MLNELLNH@static?5local?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CIECFKNH@pointer?5init?3?5?$CFs?5?$CFs?0?5list?3?$AA@" = comdat any

$"??_C@_0BG@JPEFHBCK@?0?5arr?$FL3?$FN?$DN?$CFd?5?$CKparr?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@FEKFNNHB@arr?$FL4?$FN?5now?5?$CFd?6?$AA@" = comdat any

$"??_C@_04DDFHDMOL@zero?$AA@" = comdat any

$"??_C@_03OHDNLOHO@one?$AA@" = comdat any

$"??_C@_03IJDNBOJF@two?$AA@" = comdat any

$"??_C@_0CI@MJPKPJAN@atexit?51?5?$CIregistered?5first?0?5runs@" = comdat any

$"??_C@_09JGAIDEFK@atexit?52?6?$AA@" = comdat any

$"??_C@_0CI@OOHPCMBE@atexit?53?5?$CIregistered?5last?0?5runs?5@" = comdat any

$"??_C@_0BP@CENHFCFM@calling?5exit?$CI5?$CJ?5from?5depth?510?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

@init_order = dso_local global [8 x i32] zeroinitializer, align 4
@ninit = dso_local global i32 0, align 4
@"??_C@_0BM@NJJIFNI@destructor?5runs?5?$CIninit?$DN?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"destructor runs (ninit=%d)\0A\00", comdat, align 1
@"??_C@_0BL@GDOLJEGL@constructors?5ran?5in?5order?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"constructors ran in order:\00", comdat, align 1
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0BI@MLNELLNH@static?5local?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"static local: %d %d %d\0A\00", comdat, align 1
@pname = internal global i8** bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i8*]* @names to i8*), i64 4) to i8**), align 4
@"??_C@_0BL@CIECFKNH@pointer?5init?3?5?$CFs?5?$CFs?0?5list?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"pointer init: %s %s, list:\00", comdat, align 1
@n1 = internal constant %struct.Node { i32 1, %struct.Node* @n2 }, align 4
@parr = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x i32]* @arr to i8*), i64 16) to i32*), align 4
@arr = internal global [5 x i32] [i32 1, i32 2, i32 0, i32 0, i32 9], align 4
@"??_C@_0BG@JPEFHBCK@?0?5arr?$FL3?$FN?$DN?$CFd?5?$CKparr?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c", arr[3]=%d *parr=%d\0A\00", comdat, align 1
@"??_C@_0P@FEKFNNHB@arr?$FL4?$FN?5now?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"arr[4] now %d\0A\00", comdat, align 1
@counter.n = internal global i32 100, align 4
@names = internal global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DDFHDMOL@zero?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03OHDNLOHO@one?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IJDNBOJF@two?$AA@", i32 0, i32 0)], align 4
@"??_C@_04DDFHDMOL@zero?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"zero\00", comdat, align 1
@"??_C@_03OHDNLOHO@one?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"one\00", comdat, align 1
@"??_C@_03IJDNBOJF@two?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"two\00", comdat, align 1
@n2 = internal constant %struct.Node { i32 2, %struct.Node* @n3 }, align 4
@n3 = internal constant %struct.Node { i32 3, %struct.Node* null }, align 4
@"??_C@_0CI@MJPKPJAN@atexit?51?5?$CIregistered?5first?0?5runs@" = linkonce_odr dso_local unnamed_addr constant [40 x i8] c"atexit 1 (registered first, runs last)\0A\00", comdat, align 1
@"??_C@_09JGAIDEFK@atexit?52?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"atexit 2\0A\00", comdat, align 1
@"??_C@_0CI@OOHPCMBE@atexit?53?5?$CIregistered?5last?0?5runs?5@" = linkonce_odr dso_local unnamed_addr constant [40 x i8] c"atexit 3 (registered last, runs first)\0A\00", comdat, align 1
@"??_C@_0BP@CENHFCFM@calling?5exit?$CI5?$CJ?5from?5depth?510?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"calling exit(5) from depth 10\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @ctor_late, i8* null }, { i32, void ()*, i8* } { i32 150, void ()* @ctor_early, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @ctor_default, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @dtor, i8* null }]

; Function Attrs: noinline nounwind optnone
define internal void @ctor_late() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 200, i32* %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ctor_early() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 150, i32* %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ctor_default() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 65535, i32* %3, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @dtor() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NJJIFNI@destructor?5runs?5?$CIninit?$DN?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %1)
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 4
  store i32 0, i32* %1, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@GDOLJEGL@constructors?5ran?5in?5order?3?$AA@", i32 0, i32 0))
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %17, %0
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* @ninit, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load i32, i32* %2, align 4
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %15)
  br label %17

17:                                               ; preds = %12
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %2, align 4
  br label %8, !llvm.loop !4

20:                                               ; preds = %8
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0))
  %22 = call i32 @counter()
  store i32 %22, i32* %3, align 4
  %23 = call i32 @counter()
  store i32 %23, i32* %4, align 4
  %24 = call i32 @counter()
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %5, align 4
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %3, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MLNELLNH@static?5local?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %27, i32 noundef %26, i32 noundef %25)
  %29 = load i8**, i8*** @pname, align 4
  %30 = getelementptr inbounds i8*, i8** %29, i32 1
  %31 = load i8*, i8** %30, align 4
  %32 = load i8**, i8*** @pname, align 4
  %33 = load i8*, i8** %32, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CIECFKNH@pointer?5init?3?5?$CFs?5?$CFs?0?5list?3?$AA@", i32 0, i32 0), i8* noundef %33, i8* noundef %31)
  store %struct.Node* @n1, %struct.Node** %6, align 4
  br label %35

35:                                               ; preds = %43, %20
  %36 = load %struct.Node*, %struct.Node** %6, align 4
  %37 = icmp ne %struct.Node* %36, null
  br i1 %37, label %38, label %47

38:                                               ; preds = %35
  %39 = load %struct.Node*, %struct.Node** %6, align 4
  %40 = getelementptr inbounds %struct.Node, %struct.Node* %39, i32 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 0, i32 0), i32 noundef %41)
  br label %43

43:                                               ; preds = %38
  %44 = load %struct.Node*, %struct.Node** %6, align 4
  %45 = getelementptr inbounds %struct.Node, %struct.Node* %44, i32 0, i32 1
  %46 = load %struct.Node*, %struct.Node** %45, align 4
  store %struct.Node* %46, %struct.Node** %6, align 4
  br label %35, !llvm.loop !6

47:                                               ; preds = %35
  %48 = load i32*, i32** @parr, align 4
  %49 = load i32, i32* %48, align 4
  %50 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @arr, i32 0, i32 3), align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@JPEFHBCK@?0?5arr?$FL3?$FN?$DN?$CFd?5?$CKparr?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %50, i32 noundef %49)
  %52 = call i32 @atexit(void ()* noundef @bye1)
  %53 = call i32 @atexit(void ()* noundef @bye2)
  %54 = call i32 @atexit(void ()* noundef @bye3)
  %55 = load i32*, i32** @parr, align 4
  store i32 10, i32* %55, align 4
  %56 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @arr, i32 0, i32 4), align 4
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FEKFNNHB@arr?$FL4?$FN?5now?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %56)
  call void @finish(i32 noundef 10)
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define internal i32 @counter() #0 {
  %1 = load i32, i32* @counter.n, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @counter.n, align 4
  ret i32 %1
}

declare dso_local i32 @atexit(void ()* noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @bye1() #0 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @"??_C@_0CI@MJPKPJAN@atexit?51?5?$CIregistered?5first?0?5runs@", i32 0, i32 0))
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @bye2() #0 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09JGAIDEFK@atexit?52?6?$AA@", i32 0, i32 0))
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @bye3() #0 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @"??_C@_0CI@OOHPCMBE@atexit?53?5?$CIregistered?5last?0?5runs?5@", i32 0, i32 0))
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @finish(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@CENHFCFM@calling?5exit?$CI5?$CJ?5from?5depth?510?6?$AA@", i32 0, i32 0))
  call void @exit(i32 noundef 5) #3
  unreachable

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  call void @finish(i32 noundef %9)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0))
  ret void
}

; Function Attrs: noreturn
declare dso_local void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
