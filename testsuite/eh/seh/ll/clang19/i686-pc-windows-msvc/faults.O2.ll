; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = comdat any

$"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = comdat any

$"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = comdat any

@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1
@"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"3 divide by zero caught: %08lx\0A\00", comdat, align 1
@tries = internal unnamed_addr global i32 0, align 4
@"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"4 the load ran %d times, then the handler\0A\00", comdat, align 1
@"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  code %08lx params %lu: %lu %lu\0A\00", comdat, align 1
@"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  try %d sees %08lx\0A\00", comdat, align 1
@str = private unnamed_addr constant [22 x i8] c"1 read of null caught\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"2 write to null caught\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1, ptr nonnull %2, ptr nonnull %3, ptr nonnull %4)
  %5 = invoke fastcc i32 @load() #9
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %5) #9
          to label %14 unwind label %8

8:                                                ; preds = %0, %6
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"?filt$0@0@main@@"]
  catchret from %11 to label %12

12:                                               ; preds = %10
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %14

14:                                               ; preds = %6, %12
  invoke fastcc void @store() #9
          to label %21 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"?filt$1@0@main@@"]
  catchret from %18 to label %19

19:                                               ; preds = %17
  %20 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %21

21:                                               ; preds = %14, %19
  %22 = invoke fastcc i32 @quotient() #9
          to label %23 unwind label %25

23:                                               ; preds = %21
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %22) #9
          to label %32 unwind label %25

25:                                               ; preds = %21, %23
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"?filt$2@0@main@@"]
  catchret from %28 to label %29

29:                                               ; preds = %27
  %30 = load i32, ptr %3, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i32 noundef %30)
  br label %32

32:                                               ; preds = %23, %29
  %33 = invoke fastcc i32 @load() #9
          to label %34 unwind label %36

34:                                               ; preds = %32
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %33) #9
          to label %43 unwind label %36

36:                                               ; preds = %32, %34
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr @"?filt$3@0@main@@"]
  catchret from %39 to label %40

40:                                               ; preds = %38
  %41 = load i32, ptr @tries, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i32 noundef %41)
  br label %43

43:                                               ; preds = %34, %40
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal range(i32 0, 2) i32 @"?filt$0@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 20
  %10 = getelementptr inbounds i8, ptr %8, i32 24
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %9, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 16
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %8, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 noundef %15, i32 noundef %14, i32 noundef %12, i32 noundef %11)
  %17 = load i32, ptr %8, align 4
  %18 = icmp eq i32 %17, -1073741819
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define internal fastcc i32 @load() unnamed_addr #3 {
  %1 = load volatile i32, ptr null, align 2147483648
  ret i32 %1
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
define internal range(i32 0, 2) i32 @"?filt$1@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 20
  %10 = getelementptr inbounds i8, ptr %8, i32 24
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %9, align 4
  %13 = getelementptr inbounds i8, ptr %8, i32 16
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %8, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 noundef %15, i32 noundef %14, i32 noundef %12, i32 noundef %11)
  %17 = load i32, ptr %8, align 4
  %18 = icmp eq i32 %17, -1073741819
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: nofree noinline norecurse nounwind
define internal fastcc void @store() unnamed_addr #4 {
  store volatile i32 1, ptr null, align 2147483648
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal range(i32 0, 2) i32 @"?filt$2@0@main@@"() #5 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 2)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = icmp eq i32 %7, -1073741676
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define internal fastcc i32 @quotient() unnamed_addr #6 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store volatile i32 0, ptr %1, align 4
  store volatile i32 7, ptr %2, align 4
  %3 = load volatile i32, ptr %2, align 4
  %4 = load volatile i32, ptr %1, align 4
  %5 = sdiv i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 3)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr @tries, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @tries, align 4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i32 noundef %9, i32 noundef %7)
  %11 = load i32, ptr @tries, align 4
  %12 = icmp slt i32 %11, 3
  %13 = select i1 %12, i32 -1, i32 1
  ret i32 %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
