; ModuleID = 'src/faults.c'
source_filename = "faults.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = comdat any

$"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = comdat any

$"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = comdat any

@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 4
@"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"3 divide by zero caught: %08lx\0A\00", comdat, align 8
@tries = internal unnamed_addr global i32 0, align 4
@"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"4 the load ran %d times, then the handler\0A\00", comdat, align 8
@"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  code %08lx params %lu: %lu %lu\0A\00", comdat, align 8
@"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  try %d sees %08lx\0A\00", comdat, align 8
@str = private unnamed_addr constant [22 x i8] c"1 read of null caught\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"2 write to null caught\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = invoke fastcc i32 @load() #8
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %1) #8
          to label %11 unwind label %4

4:                                                ; preds = %0, %2
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@main@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = tail call i32 @llvm.eh.exceptioncode(token %7)
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %11

11:                                               ; preds = %2, %8
  invoke fastcc void @store() #8
          to label %19 unwind label %12

12:                                               ; preds = %11
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"?filt$1@0@main@@"]
  catchret from %15 to label %16

16:                                               ; preds = %14
  %17 = tail call i32 @llvm.eh.exceptioncode(token %15)
  %18 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %19

19:                                               ; preds = %11, %16
  %20 = invoke fastcc i32 @quotient() #8
          to label %21 unwind label %23

21:                                               ; preds = %19
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %20) #8
          to label %30 unwind label %23

23:                                               ; preds = %19, %21
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [ptr @"?filt$2@0@main@@"]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = tail call i32 @llvm.eh.exceptioncode(token %26)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CA@PLIENGIF@3?5divide?5by?5zero?5caught?3?5?$CF08lx?6?$AA@", i32 noundef %28)
  br label %30

30:                                               ; preds = %21, %27
  %31 = invoke fastcc i32 @load() #8
          to label %32 unwind label %34

32:                                               ; preds = %30
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %31) #8
          to label %42 unwind label %34

34:                                               ; preds = %30, %32
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @"?filt$3@0@main@@"]
  catchret from %37 to label %38

38:                                               ; preds = %36
  %39 = tail call i32 @llvm.eh.exceptioncode(token %37)
  %40 = load i32, ptr @tries, align 4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@JKHGBPOJ@4?5the?5load?5ran?5?$CFd?5times?0?5then?5th@", i32 noundef %40)
  br label %42

42:                                               ; preds = %32, %38
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 0, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %5 = getelementptr inbounds i8, ptr %3, i64 40
  %6 = load i64, ptr %5, align 8
  %7 = trunc i64 %6 to i32
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i32
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %3, align 8
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 noundef %12, i32 noundef %11, i32 noundef %9, i32 noundef %7)
  %14 = load i32, ptr %3, align 8
  %15 = icmp eq i32 %14, -1073741819
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define internal fastcc i32 @load() unnamed_addr #2 {
  %1 = load volatile i32, ptr null, align 4294967296
  ret i32 %1
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: nofree nounwind uwtable
define internal range(i32 0, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %5 = getelementptr inbounds i8, ptr %3, i64 40
  %6 = load i64, ptr %5, align 8
  %7 = trunc i64 %6 to i32
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i32
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %3, align 8
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@OCHPMIOL@?5?5code?5?$CF08lx?5params?5?$CFlu?3?5?$CFlu?5?$CFlu@", i32 noundef %12, i32 noundef %11, i32 noundef %9, i32 noundef %7)
  %14 = load i32, ptr %3, align 8
  %15 = icmp eq i32 %14, -1073741819
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define internal fastcc void @store() unnamed_addr #4 {
  store volatile i32 1, ptr null, align 4294967296
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal range(i32 0, 2) i32 @"?filt$2@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #5 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -1073741676
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
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

; Function Attrs: nofree nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr @tries, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @tries, align 4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@ENDHKGLN@?5?5try?5?$CFd?5sees?5?$CF08lx?6?$AA@", i32 noundef %6, i32 noundef %4)
  %8 = load i32, ptr @tries, align 4
  %9 = icmp slt i32 %8, 3
  %10 = select i1 %9, i32 -1, i32 1
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree noinline norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
