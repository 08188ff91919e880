; ModuleID = 'src/raise.c'
source_filename = "raise.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = alloca [20 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #7
  store i64 100, ptr %1, align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 101, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 102, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 103, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 104, ptr %5, align 16
  %6 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 105, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 106, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 107, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store i64 108, ptr %9, align 16
  %10 = getelementptr inbounds i8, ptr %1, i64 72
  store i64 109, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store i64 110, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %1, i64 88
  store i64 111, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 96
  store i64 112, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %1, i64 104
  store i64 113, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %1, i64 112
  store i64 114, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %1, i64 120
  store i64 115, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %1, i64 128
  store i64 116, ptr %17, align 16
  %18 = getelementptr inbounds i8, ptr %1, i64 136
  store i64 117, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %1, i64 144
  store i64 118, ptr %19, align 16
  %20 = getelementptr inbounds i8, ptr %1, i64 152
  store i64 119, ptr %20, align 8
  invoke void @RaiseException(i32 noundef -536870880, i32 noundef 0, i32 noundef 3, ptr noundef nonnull %1) #8
          to label %28 unwind label %21

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"?filt$0@0@main@@"]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = call i32 @llvm.eh.exceptioncode(token %24)
  %27 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %28

28:                                               ; preds = %0, %25
  invoke void @RaiseException(i32 noundef -536870879, i32 noundef 0, i32 noundef 20, ptr noundef nonnull %1) #8
          to label %36 unwind label %29

29:                                               ; preds = %28
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"?filt$1@0@main@@"]
  catchret from %32 to label %33

33:                                               ; preds = %31
  %34 = call i32 @llvm.eh.exceptioncode(token %32)
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %36

36:                                               ; preds = %28, %33
  invoke void @RaiseException(i32 noundef -536870878, i32 noundef 1, i32 noundef 1, ptr noundef nonnull %1) #8
          to label %37 unwind label %39

37:                                               ; preds = %36
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #8
          to label %53 unwind label %39

39:                                               ; preds = %37, %36
  %40 = catchswitch within none [label %41] unwind label %46

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"?filt$3@0@main@@"]
  catchret from %42 to label %43

43:                                               ; preds = %41
  %44 = call i32 @llvm.eh.exceptioncode(token %42)
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #8
          to label %53 unwind label %46

46:                                               ; preds = %43, %39
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @"?filt$2@0@main@@"]
  catchret from %49 to label %50

50:                                               ; preds = %48
  %51 = call i32 @llvm.eh.exceptioncode(token %49)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@EEMJOBKD@3?5handled?5?$CF08lx?6?$AA@", i32 noundef %51)
  br label %53

53:                                               ; preds = %37, %43, %50
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  tail call fastcc void @show(ptr noundef %0)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %2, align 8
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@CKIBFAGG@?5?5code?5?$CF08lx?5flags?5?$CFlu?5params?5?$CFl@", i32 noundef %7, i32 noundef %6, i32 noundef %4)
  %9 = load i32, ptr %3, align 8
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  br label %21

13:                                               ; preds = %21, %1
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = icmp eq ptr %15, null
  %17 = select i1 %16, ptr @"??_C@_00CNPNBAHC@?$AA@", ptr @"??_C@_0L@LNGKPEG@?5?$CIchained?$CJ?$AA@"
  %18 = tail call i32 @puts(ptr nonnull dereferenceable(1) %17)
  %19 = load ptr, ptr %14, align 8
  %20 = icmp eq ptr %19, null
  br i1 %20, label %36, label %31

21:                                               ; preds = %11, %21
  %22 = phi i64 [ 0, %11 ], [ %27, %21 ]
  %23 = getelementptr inbounds [15 x i64], ptr %12, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04HMHFMHBN@?5?$CFlu?$AA@", i32 noundef %25)
  %27 = add nuw nsw i64 %22, 1
  %28 = load i32, ptr %3, align 8
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %27, %29
  br i1 %30, label %21, label %13, !llvm.loop !5

31:                                               ; preds = %13
  %32 = getelementptr inbounds i8, ptr %19, i64 4
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %19, align 8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@KEADNPPE@?5?5chained?3?5code?5?$CF08lx?5flags?5?$CFlu?6@", i32 noundef %34, i32 noundef %33)
  br label %36

36:                                               ; preds = %31, %13
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  tail call fastcc void @show(ptr noundef %0)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$2@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  tail call fastcc void @show(ptr noundef %0)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -536870878
  %6 = sext i1 %5 to i32
  tail call fastcc void @show(ptr noundef nonnull %0)
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
