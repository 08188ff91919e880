; ModuleID = 'src/filters.c'
source_filename = "filters.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = comdat any

$"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = comdat any

$"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = comdat any

@trail = internal unnamed_addr global i32 0, align 4
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 4
@"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  main handles %08lx, trail %d\0A\00", comdat, align 8
@"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"  after middle, trail %d\0A\00", comdat, align 8
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 4
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 4
@"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  inner: not reached\0A\00", comdat, align 8
@"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  back after the first\0A\00", comdat, align 8
@"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  back after the second\0A\00", comdat, align 8
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 8
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 8
@"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  thrower's __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower raises %08lx\0A\00", comdat, align 8
@"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower: not reached\0A\00", comdat, align 8
@resumes = internal global i32 0, align 4
@"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"  filter again sees %08lx, resume #%d\0A\00", comdat, align 8
@str = private unnamed_addr constant [24 x i8] c"1 outer filter takes it\00", align 1
@str.1 = private unnamed_addr constant [24 x i8] c"2 inner filter takes it\00", align 1
@str.2 = private unnamed_addr constant [20 x i8] c"  main: not reached\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"3 __except(1)\00", align 1
@str.4 = private unnamed_addr constant [24 x i8] c"  caught by __except(1)\00", align 1
@str.5 = private unnamed_addr constant [28 x i8] c"4 two __try in one function\00", align 1
@str.6 = private unnamed_addr constant [57 x i8] c"  outer handles (a positive answer executes the handler)\00", align 1
@str.7 = private unnamed_addr constant [28 x i8] c"5 continue execution, twice\00", align 1
@str.8 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@str.9 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 0, ptr @trail, align 4
  invoke fastcc void @middle(i32 noundef -536870911) #7
          to label %10 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"?filt$0@0@main@@"]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = load i32, ptr @trail, align 4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@", i32 noundef %7, i32 noundef %8)
  br label %10

10:                                               ; preds = %0, %6
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  store i32 0, ptr @trail, align 4
  invoke fastcc void @middle(i32 noundef -536870910) #7
          to label %12 unwind label %15

12:                                               ; preds = %10
  %13 = load i32, ptr @trail, align 4
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@", i32 noundef %13) #7
          to label %22 unwind label %15

15:                                               ; preds = %12, %10
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"?filt$1@0@main@@"]
  catchret from %18 to label %19

19:                                               ; preds = %17
  %20 = tail call i32 @llvm.eh.exceptioncode(token %18)
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  br label %22

22:                                               ; preds = %12, %19
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  invoke fastcc void @thrower(i32 noundef -536870909) #7
          to label %31 unwind label %24

24:                                               ; preds = %22
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr null]
  catchret from %27 to label %28

28:                                               ; preds = %26
  %29 = tail call i32 @llvm.eh.exceptioncode(token %27)
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  br label %31

31:                                               ; preds = %22, %28
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  invoke fastcc void @thrower(i32 noundef -536870908) #7
          to label %47 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind label %40

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"?filt$3@0@main@@"]
  catchret from %36 to label %37

37:                                               ; preds = %35
  %38 = tail call i32 @llvm.eh.exceptioncode(token %36)
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@") #7
          to label %47 unwind label %40

40:                                               ; preds = %37, %33
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @"?filt$2@0@main@@"]
  catchret from %43 to label %44

44:                                               ; preds = %42
  %45 = tail call i32 @llvm.eh.exceptioncode(token %43)
  %46 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %47

47:                                               ; preds = %31, %37, %44
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  invoke void @RaiseException(i32 noundef -536870907, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
          to label %49 unwind label %54

49:                                               ; preds = %47
  %50 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@") #7
          to label %51 unwind label %54

51:                                               ; preds = %49
  invoke void @RaiseException(i32 noundef -536870906, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
          to label %52 unwind label %54

52:                                               ; preds = %51
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@") #7
          to label %61 unwind label %54

54:                                               ; preds = %52, %51, %49, %47
  %55 = catchswitch within none [label %56] unwind to caller

56:                                               ; preds = %54
  %57 = catchpad within %55 [ptr @"?filt$4@0@main@@"]
  catchret from %57 to label %58

58:                                               ; preds = %56
  %59 = tail call i32 @llvm.eh.exceptioncode(token %57)
  %60 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  br label %61

61:                                               ; preds = %52, %58
  %62 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 8) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  %6 = load i32, ptr @trail, align 4
  %7 = mul nsw i32 %6, 10
  %8 = or disjoint i32 %7, 1
  store i32 %8, ptr @trail, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @middle(i32 noundef %0) unnamed_addr #3 personality ptr @__C_specific_handler {
  invoke fastcc void @thrower(i32 noundef %0) #7
          to label %9 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"?filt$0@0@middle@@"]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %7)
  br label %9

9:                                                ; preds = %1, %6
  ret void
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 8) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  %6 = load i32, ptr @trail, align 4
  %7 = mul nsw i32 %6, 10
  %8 = or disjoint i32 %7, 1
  store i32 %8, ptr @trail, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #3 personality ptr @__C_specific_handler {
  %2 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@", i32 noundef %0) #7
          to label %3 unwind label %11

3:                                                ; preds = %1
  invoke void @RaiseException(i32 noundef %0, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
          to label %4 unwind label %11

4:                                                ; preds = %3
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@") #7
          to label %6 unwind label %11

6:                                                ; preds = %4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 noundef 0)
  %8 = load i32, ptr @trail, align 4
  %9 = mul nsw i32 %8, 10
  %10 = add nuw nsw i32 %9, 2
  store i32 %10, ptr @trail, align 4
  ret void

11:                                               ; preds = %4, %3, %1
  %12 = cleanuppad within none []
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 noundef 1) [ "funclet"(token %12) ]
  %14 = load i32, ptr @trail, align 4
  %15 = mul nsw i32 %14, 10
  %16 = add nuw nsw i32 %15, 2
  store i32 %16, ptr @trail, align 4
  cleanupret from %12 unwind to caller
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 8) i32 @"?filt$2@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %4, i32 noundef 7)
  %6 = load i32, ptr @trail, align 4
  %7 = mul nsw i32 %6, 10
  %8 = or disjoint i32 %7, 1
  store i32 %8, ptr @trail, align 4
  ret i32 7
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 8) i32 @"?filt$3@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@", i32 noundef %4, i32 noundef 0)
  %6 = load i32, ptr @trail, align 4
  %7 = mul nsw i32 %6, 10
  %8 = or disjoint i32 %7, 1
  store i32 %8, ptr @trail, align 4
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @"?filt$4@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = load volatile i32, ptr @resumes, align 4
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, ptr @resumes, align 4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@", i32 noundef %4, i32 noundef %6)
  ret i32 -1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal range(i32 0, 8) i32 @"?filt$0@0@middle@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -536870910
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %4, i32 noundef %6)
  %8 = load i32, ptr @trail, align 4
  %9 = mul nsw i32 %8, 10
  %10 = or disjoint i32 %9, 1
  store i32 %10, ptr @trail, align 4
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
