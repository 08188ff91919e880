; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = comdat any

$"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = comdat any

$"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = comdat any

@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"3 handled %08lx\0A\00", comdat, align 1
@"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"  code %08lx flags %lu params %lu:\00", comdat, align 1
@"??_C@_04HMHFMHBN@?5?$CFlu?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c" %lu\00", comdat, align 1
@"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c" (chained)\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  chained: code %08lx flags %lu\0A\00", comdat, align 1
@str = private unnamed_addr constant [10 x i8] c"1 handled\00", align 1
@str.1 = private unnamed_addr constant [31 x i8] c"2 handled (15 parameters kept)\00", align 1

; Function Attrs: nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca [20 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8
  store i32 100, ptr %1, align 4
  %6 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 101, ptr %6, align 4
  %7 = getelementptr inbounds i8, ptr %1, i32 8
  store i32 102, ptr %7, align 4
  %8 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 103, ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 104, ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %1, i32 20
  store i32 105, ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 24
  store i32 106, ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %1, i32 28
  store i32 107, ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %1, i32 32
  store i32 108, ptr %13, align 4
  %14 = getelementptr inbounds i8, ptr %1, i32 36
  store i32 109, ptr %14, align 4
  %15 = getelementptr inbounds i8, ptr %1, i32 40
  store i32 110, ptr %15, align 4
  %16 = getelementptr inbounds i8, ptr %1, i32 44
  store i32 111, ptr %16, align 4
  %17 = getelementptr inbounds i8, ptr %1, i32 48
  store i32 112, ptr %17, align 4
  %18 = getelementptr inbounds i8, ptr %1, i32 52
  store i32 113, ptr %18, align 4
  %19 = getelementptr inbounds i8, ptr %1, i32 56
  store i32 114, ptr %19, align 4
  %20 = getelementptr inbounds i8, ptr %1, i32 60
  store i32 115, ptr %20, align 4
  %21 = getelementptr inbounds i8, ptr %1, i32 64
  store i32 116, ptr %21, align 4
  %22 = getelementptr inbounds i8, ptr %1, i32 68
  store i32 117, ptr %22, align 4
  %23 = getelementptr inbounds i8, ptr %1, i32 72
  store i32 118, ptr %23, align 4
  %24 = getelementptr inbounds i8, ptr %1, i32 76
  store i32 119, ptr %24, align 4
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, ptr noundef nonnull %1) #9
          to label %31 unwind label %25

25:                                               ; preds = %0
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"?filt$0@0@main@@"]
  catchret from %28 to label %29

29:                                               ; preds = %27
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %31

31:                                               ; preds = %0, %29
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, ptr noundef nonnull %1) #9
          to label %38 unwind label %32

32:                                               ; preds = %31
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [ptr @"?filt$1@0@main@@"]
  catchret from %35 to label %36

36:                                               ; preds = %34
  %37 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %38

38:                                               ; preds = %31, %36
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, ptr noundef nonnull %1) #9
          to label %39 unwind label %41

39:                                               ; preds = %38
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #9
          to label %54 unwind label %41

41:                                               ; preds = %39, %38
  %42 = catchswitch within none [label %43] unwind label %47

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"?filt$3@0@main@@"]
  catchret from %44 to label %45

45:                                               ; preds = %43
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #9
          to label %54 unwind label %47

47:                                               ; preds = %45, %41
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @"?filt$2@0@main@@"]
  catchret from %50 to label %51

51:                                               ; preds = %49
  %52 = load i32, ptr %4, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i32 noundef %52)
  br label %54

54:                                               ; preds = %39, %45, %51
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  tail call fastcc void @show(ptr noundef nonnull %5)
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #3

; Function Attrs: nofree nounwind
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load ptr, ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %2, i32 16
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %2, i32 4
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %2, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i32 noundef %7, i32 noundef %6, i32 noundef %4)
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i32 20
  br label %21

13:                                               ; preds = %21, %1
  %14 = getelementptr inbounds i8, ptr %2, i32 8
  %15 = load ptr, ptr %14, align 4
  %16 = icmp eq ptr %15, null
  %17 = select i1 %16, ptr @"??_C@_00CNPNBAHC@?$AA@", ptr @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@"
  %18 = tail call i32 @puts(ptr nonnull dereferenceable(1) %17)
  %19 = load ptr, ptr %14, align 4
  %20 = icmp eq ptr %19, null
  br i1 %20, label %34, label %29

21:                                               ; preds = %11, %21
  %22 = phi i32 [ 0, %11 ], [ %26, %21 ]
  %23 = getelementptr inbounds [15 x i32], ptr %12, i32 0, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i32 noundef %24)
  %26 = add nuw i32 %22, 1
  %27 = load i32, ptr %3, align 4
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %21, label %13, !llvm.loop !4

29:                                               ; preds = %13
  %30 = getelementptr inbounds i8, ptr %19, i32 4
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %19, align 4
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i32 noundef %32, i32 noundef %31)
  br label %34

34:                                               ; preds = %29, %13
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$1@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  tail call fastcc void @show(ptr noundef nonnull %5)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$2@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 2)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  tail call fastcc void @show(ptr noundef nonnull %5)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 3)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = icmp eq i32 %7, -536870878
  %9 = sext i1 %8 to i32
  tail call fastcc void @show(ptr noundef nonnull %5)
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
