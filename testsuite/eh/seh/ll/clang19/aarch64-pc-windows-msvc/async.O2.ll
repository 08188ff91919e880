; ModuleID = 'src/async.c'
source_filename = "async.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = comdat any

$"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = comdat any

$"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = comdat any

$"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = comdat any

@"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"filter sees %08lx\0A\00", comdat, align 8
@nowhere = internal global ptr null, align 8
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 8
@"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught in the same function, n=%d\0A\00", comdat, align 8
@"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"divide by zero in the same function, n=%d\0A\00", comdat, align 8
@"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"  fin_fault's __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"fin_fault loads\0A\00", comdat, align 8
@sink = internal global i32 0, align 4
@str = private unnamed_addr constant [22 x i8] c"caught from fin_fault\00", align 1

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %9

2:                                                ; preds = %0
  store volatile i32 1, ptr %1, align 4
  %3 = load volatile ptr, ptr @nowhere, align 8
  %4 = load volatile i32, ptr %3, align 4
  %5 = load volatile i32, ptr %1, align 4
  %6 = add nsw i32 %5, %4
  store volatile i32 %6, ptr %1, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@") #9
          to label %8 unwind label %9

8:                                                ; preds = %2
  invoke void @llvm.seh.try.end()
          to label %17 unwind label %9

9:                                                ; preds = %8, %2, %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"?filt$0@0@main@@"]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = tail call i32 @llvm.eh.exceptioncode(token %12)
  %15 = load volatile i32, ptr %1, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@JBLEADC@caught?5in?5the?5same?5function?0?5n?$DN?$CF@", i32 noundef %15)
  br label %17

17:                                               ; preds = %8, %13
  invoke void @llvm.seh.try.begin()
          to label %18 unwind label %20

18:                                               ; preds = %17
  invoke fastcc void @fin_fault() #9
          to label %19 unwind label %20

19:                                               ; preds = %18
  invoke void @llvm.seh.try.end()
          to label %27 unwind label %20

20:                                               ; preds = %19, %18, %17
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr null]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = tail call i32 @llvm.eh.exceptioncode(token %23)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %27

27:                                               ; preds = %19, %24
  store volatile i32 5, ptr %1, align 4
  invoke void @llvm.seh.try.begin()
          to label %28 unwind label %33

28:                                               ; preds = %27
  %29 = load volatile i32, ptr %1, align 4
  %30 = load volatile i32, ptr %1, align 4
  %31 = add nsw i32 %30, -5
  %32 = sdiv i32 %29, %31
  store volatile i32 %32, ptr %1, align 4
  invoke void @llvm.seh.try.end()
          to label %41 unwind label %33

33:                                               ; preds = %28, %27
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"?filt$1@0@main@@"]
  catchret from %36 to label %37

37:                                               ; preds = %35
  %38 = tail call i32 @llvm.eh.exceptioncode(token %36)
  %39 = load volatile i32, ptr %1, align 4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@NCMOEEDO@divide?5by?5zero?5in?5the?5same?5funct@", i32 noundef %39)
  br label %41

41:                                               ; preds = %28, %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@EEJBDALC@filter?5sees?5?$CF08lx?6?$AA@", i32 noundef %4)
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.begin() #4

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: mustprogress nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.end() #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #5

; Function Attrs: noinline uwtable
define internal fastcc void @fin_fault() unnamed_addr #6 personality ptr @__C_specific_handler {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %11

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %11

2:                                                ; preds = %1
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BB@NMKFBLPA@fin_fault?5loads?6?$AA@") #9
          to label %4 unwind label %11

4:                                                ; preds = %2
  %5 = load volatile ptr, ptr @nowhere, align 8
  %6 = load volatile i32, ptr %5, align 4
  store volatile i32 %6, ptr @sink, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@") #9
          to label %8 unwind label %11

8:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %9 unwind label %11

9:                                                ; preds = %8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 noundef 0)
  ret void

11:                                               ; preds = %8, %4, %2, %1, %0
  %12 = cleanuppad within none []
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CG@DIONCCAL@?5?5fin_fault?8s?5__finally?0?5abnorma@", i32 noundef 1) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal range(i32 0, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #7 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -1073741676
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare dso_local void @llvm.seh.scope.begin() #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn memory(write) }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 2, !"eh-asynch", i32 1}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
