; ModuleID = 'src/finally.c'
source_filename = "finally.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = comdat any

$"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

$"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = comdat any

@"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"work(%d, 0) = %d\0A\00", comdat, align 1
@"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"work(1, 1) = %d\0A\00", comdat, align 1
@"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"caught %08lx after both __finally\0A\00", comdat, align 1
@"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  outer __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1
@"??_C@_0CN@BINBABKJ@?5?5inner?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  inner __finally n=%d total=%d abnormal=%d\0A\00", comdat, align 1

; Function Attrs: nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1)
  %2 = call i32 @work(i32 noundef 1, i32 noundef 0)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef %2)
  %4 = call i32 @work(i32 noundef 2, i32 noundef 0)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 2, i32 noundef %4)
  %6 = call i32 @work(i32 noundef 3, i32 noundef 0)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@CFGHAHKD@work?$CI?$CFd?0?50?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef 3, i32 noundef %6)
  %8 = invoke i32 @work(i32 noundef 1, i32 noundef 1) #9
          to label %9 unwind label %11

9:                                                ; preds = %0
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BB@EGLOAOHA@work?$CI1?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %8) #9
          to label %18 unwind label %11

11:                                               ; preds = %9, %0
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"?filt$0@0@main@@"]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = load i32, ptr %1, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@GKCPBLKI@caught?5?$CF08lx?5after?5both?5__finall@", i32 noundef %16)
  br label %18

18:                                               ; preds = %9, %15
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind
define internal i32 @work(i32 noundef %0, i32 noundef %1) #3 personality ptr @_except_handler3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %3, ptr nonnull %4)
  store i32 %0, ptr %3, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #10
  store i32 %0, ptr %4, align 4
  %5 = icmp sgt i32 %0, 2
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %0, 100
  store i32 %7, ptr %4, align 4
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %6
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870896, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
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
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef zeroext 0, ptr noundef %16) #9
          to label %17 unwind label %28

17:                                               ; preds = %15
  %18 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %16, i32 0)
  %19 = call ptr @llvm.localrecover(ptr nonnull @work, ptr readonly %16, i32 1)
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %18, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@PIJGEEP@?5?5outer?5__finally?5n?$DN?$CFd?5total?$DN?$CFd?5@", i32 noundef %21, i32 noundef %20, i32 noundef 0)
  %23 = load i32, ptr %4, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #10
  ret i32 %23

24:                                               ; preds = %9
  %25 = cleanuppad within none []
  %26 = tail call ptr @llvm.localaddress()
  invoke fastcc void @"?fin$1@0@work@@"(i8 noundef zeroext 1, ptr noundef %26) #9 [ "funclet"(token %25) ]
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
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #10
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal range(i32 0, 2) i32 @"?filt$0@0@main@@"() #4 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = icmp eq i32 %7, -536870896
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #5

declare dso_local i32 @_except_handler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #6

; Function Attrs: nofree nounwind
define internal fastcc void @"?fin$1@0@work@@"(i8 noundef zeroext %0, ptr noundef %1) unnamed_addr #7 {
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

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #5

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
