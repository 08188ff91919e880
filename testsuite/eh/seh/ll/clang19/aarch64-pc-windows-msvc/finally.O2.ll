; ModuleID = 'src/finally.c'
source_filename = "finally.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = comdat any

$"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

$"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

@"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"work(%d, 0) = %d\0A\00", comdat, align 8
@"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"work(1, 1) = %d\0A\00", comdat, align 8
@"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught %08lx after both __finally\0A\00", comdat, align 8
@"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  outer __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 8
@"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  inner __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = tail call i32 @work(i32 noundef 1, i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef %1)
  %3 = tail call i32 @work(i32 noundef 2, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 2, i32 noundef %3)
  %5 = tail call i32 @work(i32 noundef 3, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 3, i32 noundef %5)
  %7 = invoke i32 @work(i32 noundef 1, i32 noundef 1) #10
          to label %8 unwind label %10

8:                                                ; preds = %0
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %7) #10
          to label %17 unwind label %10

10:                                               ; preds = %8, %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"?filt$0@0@main@@"]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = tail call i32 @llvm.eh.exceptioncode(token %13)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@", i32 noundef %15)
  br label %17

17:                                               ; preds = %8, %14
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @work(i32 noundef %0, i32 noundef %1) #3 personality ptr @__C_specific_handler {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %3, ptr nonnull %4)
  store i32 %0, ptr %3, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  store i32 %0, ptr %4, align 4
  %5 = icmp sgt i32 %0, 2
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %0, 100
  store i32 %7, ptr %4, align 4
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %6
  invoke void @RaiseException(i32 noundef -536870896, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
          to label %10 unwind label %24

10:                                               ; preds = %9
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %6
  %13 = phi i32 [ %11, %10 ], [ %7, %6 ]
  %14 = add nsw i32 %13, 1000
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %2, %12
  %16 = tail call ptr @llvm.localaddress()
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef 0, ptr noundef %16) #10
          to label %17 unwind label %28

17:                                               ; preds = %15
  %18 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %16, i32 0)
  %19 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %16, i32 1)
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %18, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 noundef %21, i32 noundef %20, i32 noundef 0)
  %23 = load i32, ptr %4, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  ret i32 %23

24:                                               ; preds = %9
  %25 = cleanuppad within none []
  %26 = tail call ptr @llvm.localaddress()
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef 1, ptr noundef %26) #10 [ "funclet"(token %25) ]
          to label %27 unwind label %28

27:                                               ; preds = %24
  cleanupret from %25 unwind label %28

28:                                               ; preds = %27, %24, %15
  %29 = cleanuppad within none []
  %30 = tail call ptr @llvm.localaddress()
  %31 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %30, i32 0)
  %32 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %30, i32 1)
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %31, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 noundef %34, i32 noundef %33, i32 noundef 1) [ "funclet"(token %29) ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal range(i32 0, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #4 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -536870896
  %6 = zext i1 %5 to i32
  ret i32 %6
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #6

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @"?fin$1@0@work@@"(i8 noundef %0, ptr noundef %1) unnamed_addr #7 {
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @work, ptr %1, i32 0)
  %4 = tail call ptr @llvm.localrecover(ptr nonnull @work, ptr %1, i32 1)
  %5 = zext nneg i8 %0 to i32
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 noundef %7, i32 noundef %6, i32 noundef %5)
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %4, align 4
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #9

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { noinline }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
