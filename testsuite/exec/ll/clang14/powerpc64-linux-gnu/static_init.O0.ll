; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Node = type { i32, %struct.Node* }

@init_order = dso_local global [8 x i32] zeroinitializer, align 4
@ninit = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [28 x i8] c"destructor runs (ninit=%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"constructors ran in order:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"static local: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"pointer init: %s %s, list:\00", align 1
@pname = internal global i8** bitcast (i8* getelementptr (i8, i8* bitcast ([3 x i8*]* @names to i8*), i64 8) to i8**), align 8
@n1 = internal constant %struct.Node { i32 1, %struct.Node* @n2 }, align 8
@.str.6 = private unnamed_addr constant [22 x i8] c", arr[3]=%d *parr=%d\0A\00", align 1
@arr = internal global [5 x i32] [i32 1, i32 2, i32 0, i32 0, i32 9], align 4
@parr = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x i32]* @arr to i8*), i64 16) to i32*), align 8
@.str.7 = private unnamed_addr constant [15 x i8] c"arr[4] now %d\0A\00", align 1
@counter.n = internal global i32 100, align 4
@names = internal global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0)], align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@n2 = internal constant %struct.Node { i32 2, %struct.Node* @n3 }, align 8
@n3 = internal constant %struct.Node { i32 3, %struct.Node* null }, align 8
@.str.11 = private unnamed_addr constant [40 x i8] c"atexit 1 (registered first, runs last)\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"atexit 2\0A\00", align 1
@.str.13 = private unnamed_addr constant [40 x i8] c"atexit 3 (registered last, runs first)\0A\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"calling exit(5) from depth 10\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @ctor_late, i8* null }, { i32, void ()*, i8* } { i32 150, void ()* @ctor_early, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @ctor_default, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @dtor, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_late() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i64 0, i64 %3
  store i32 200, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_early() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i64 0, i64 %3
  store i32 150, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_default() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i64 0, i64 %3
  store i32 65535, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dtor() #0 {
  %1 = load i32, i32* @ninit, align 4
  %2 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef signext %1)
  ret void
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node*, align 8
  store i32 0, i32* %1, align 4
  %7 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* @ninit, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i32, i32* %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %16)
  br label %18

18:                                               ; preds = %12
  %19 = load i32, i32* %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %2, align 4
  br label %8, !llvm.loop !6

21:                                               ; preds = %8
  %22 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0))
  %23 = call signext i32 @counter()
  store i32 %23, i32* %3, align 4
  %24 = call signext i32 @counter()
  store i32 %24, i32* %4, align 4
  %25 = call signext i32 @counter()
  store i32 %25, i32* %5, align 4
  %26 = load i32, i32* %3, align 4
  %27 = load i32, i32* %4, align 4
  %28 = load i32, i32* %5, align 4
  %29 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %26, i32 noundef signext %27, i32 noundef signext %28)
  %30 = load i8**, i8*** @pname, align 8
  %31 = load i8*, i8** %30, align 8
  %32 = load i8**, i8*** @pname, align 8
  %33 = getelementptr inbounds i8*, i8** %32, i64 1
  %34 = load i8*, i8** %33, align 8
  %35 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %31, i8* noundef %34)
  store %struct.Node* @n1, %struct.Node** %6, align 8
  br label %36

36:                                               ; preds = %44, %21
  %37 = load %struct.Node*, %struct.Node** %6, align 8
  %38 = icmp ne %struct.Node* %37, null
  br i1 %38, label %39, label %48

39:                                               ; preds = %36
  %40 = load %struct.Node*, %struct.Node** %6, align 8
  %41 = getelementptr inbounds %struct.Node, %struct.Node* %40, i32 0, i32 0
  %42 = load i32, i32* %41, align 8
  %43 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %42)
  br label %44

44:                                               ; preds = %39
  %45 = load %struct.Node*, %struct.Node** %6, align 8
  %46 = getelementptr inbounds %struct.Node, %struct.Node* %45, i32 0, i32 1
  %47 = load %struct.Node*, %struct.Node** %46, align 8
  store %struct.Node* %47, %struct.Node** %6, align 8
  br label %36, !llvm.loop !8

48:                                               ; preds = %36
  %49 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @arr, i64 0, i64 3), align 4
  %50 = load i32*, i32** @parr, align 8
  %51 = load i32, i32* %50, align 4
  %52 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %49, i32 noundef signext %51)
  %53 = call signext i32 @atexit(void ()* noundef @bye1)
  %54 = call signext i32 @atexit(void ()* noundef @bye2)
  %55 = call signext i32 @atexit(void ()* noundef @bye3)
  %56 = load i32*, i32** @parr, align 8
  store i32 10, i32* %56, align 4
  %57 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @arr, i64 0, i64 4), align 4
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %57)
  call void @finish(i32 noundef signext 10)
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @counter() #0 {
  %1 = load i32, i32* @counter.n, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @counter.n, align 4
  ret i32 %1
}

declare signext i32 @atexit(void ()* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bye1() #0 {
  %1 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.11, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bye2() #0 {
  %1 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bye3() #0 {
  %1 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.13, i64 0, i64 0))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.14, i64 0, i64 0))
  call void @exit(i32 noundef signext 5) #3
  unreachable

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  call void @finish(i32 noundef signext %9)
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0))
  ret void
}

; Function Attrs: noreturn
declare void @exit(i32 noundef signext) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
