; ModuleID = 'src/async.c'
source_filename = "async.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = comdat any

$"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@" = comdat any

$"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = comdat any

$"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = comdat any

$"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = comdat any

@"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"filter sees %08lx\0A\00", comdat, align 8
@nowhere = internal global ptr null, align 8
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 8
@"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught in the same function, n=%d\0A\00", comdat, align 8
@"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"caught from fin_fault\0A\00", comdat, align 8
@"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"divide by zero in the same function, n=%d\0A\00", comdat, align 8
@"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  fin_fault's __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fin_fault loads\0A\00", comdat, align 8
@sink = internal global i32 0, align 4

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 0, ptr %2, align 4
  invoke void @llvm.seh.try.begin()
          to label %6 unwind label %13

6:                                                ; preds = %0
  store volatile i32 1, ptr %2, align 4
  %7 = load volatile ptr, ptr @nowhere, align 8
  %8 = load volatile i32, ptr %7, align 4
  %9 = load volatile i32, ptr %2, align 4
  %10 = add nsw i32 %9, %8
  store volatile i32 %10, ptr %2, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@") #6
          to label %12 unwind label %13

12:                                               ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %48 unwind label %13

13:                                               ; preds = %12, %6, %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"?filt$0@0@main@@"]
  catchret from %16 to label %17

17:                                               ; preds = %15
  %18 = call i32 @llvm.eh.exceptioncode(token %16)
  store i32 %18, ptr %3, align 4
  %19 = load volatile i32, ptr %2, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@", i32 noundef %19)
  br label %21

21:                                               ; preds = %17, %48
  invoke void @llvm.seh.try.begin()
          to label %22 unwind label %24

22:                                               ; preds = %21
  invoke void @fin_fault() #6
          to label %23 unwind label %24

23:                                               ; preds = %22
  invoke void @llvm.seh.try.end()
          to label %47 unwind label %24

24:                                               ; preds = %23, %22, %21
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr null]
  catchret from %27 to label %28

28:                                               ; preds = %26
  %29 = call i32 @llvm.eh.exceptioncode(token %27)
  store i32 %29, ptr %4, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@EMAOMIGP@caught?5from?5fin_fault?6?$AA@")
  br label %31

31:                                               ; preds = %28, %47
  store volatile i32 5, ptr %2, align 4
  invoke void @llvm.seh.try.begin()
          to label %32 unwind label %37

32:                                               ; preds = %31
  %33 = load volatile i32, ptr %2, align 4
  %34 = load volatile i32, ptr %2, align 4
  %35 = sub nsw i32 %34, 5
  %36 = sdiv i32 %33, %35
  store volatile i32 %36, ptr %2, align 4
  invoke void @llvm.seh.try.end()
          to label %46 unwind label %37

37:                                               ; preds = %32, %31
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr @"?filt$1@0@main@@"]
  catchret from %40 to label %41

41:                                               ; preds = %39
  %42 = call i32 @llvm.eh.exceptioncode(token %40)
  store i32 %42, ptr %5, align 4
  %43 = load volatile i32, ptr %2, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@", i32 noundef %43)
  br label %45

45:                                               ; preds = %41, %46
  ret i32 0

46:                                               ; preds = %32
  br label %45

47:                                               ; preds = %23
  br label %31

48:                                               ; preds = %12
  br label %21
}

; Function Attrs: noinline uwtable
define internal i32 @"?filt$0@0@main@@"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@", i32 noundef %9)
  ret i32 1
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.begin() #3

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.end() #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: noinline optnone uwtable
define internal void @fin_fault() #0 personality ptr @__C_specific_handler {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %11

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %11

2:                                                ; preds = %1
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@") #6
          to label %4 unwind label %11

4:                                                ; preds = %2
  %5 = load volatile ptr, ptr @nowhere, align 8
  %6 = load volatile i32, ptr %5, align 4
  store volatile i32 %6, ptr @sink, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@") #6
          to label %8 unwind label %11

8:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %9 unwind label %11

9:                                                ; preds = %8
  %10 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@fin_fault@@"(i8 noundef 0, ptr noundef %10)
  ret void

11:                                               ; preds = %8, %4, %2, %1, %0
  %12 = cleanuppad within none []
  %13 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@fin_fault@@"(i8 noundef 1, ptr noundef %13) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: noinline uwtable
define internal i32 @"?filt$1@0@main@@"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, -1073741676
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline uwtable
define internal void @"?fin$0@0@fin_fault@@"(i8 noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 noundef %5)
  ret void
}

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.begin() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #5

attributes #0 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(write) }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 2, !"eh-asynch", i32 1}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
