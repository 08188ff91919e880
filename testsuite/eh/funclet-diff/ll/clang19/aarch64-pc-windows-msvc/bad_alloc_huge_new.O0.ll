; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = comdat any

@"?g_keep@@3REAXEA" = dso_local global ptr null, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", comdat, align 8
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 8
@"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"allocated\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i64 -9223372036854775808, ptr %2, align 8
  call void @"?grab@@YAX_K@Z"(i64 noundef 16)
  %5 = load i64, ptr %2, align 8
  invoke void @"?grab@@YAX_K@Z"(i64 noundef %5)
          to label %33 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AVbad_alloc@std@@@8", i32 8, ptr %3]
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(24) %10) [ "funclet"(token %9) ]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@", ptr noundef %14) [ "funclet"(token %9) ]
  catchret from %9 to label %16

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16, %33
  %18 = load i64, ptr %2, align 8
  %19 = add i64 %18, 64
  invoke void @"?grab@@YAX_K@Z"(i64 noundef %19)
          to label %32 unwind label %20

20:                                               ; preds = %17
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @"??_R0?AVexception@std@@@8", i32 8, ptr %4]
  %24 = load ptr, ptr %4, align 8
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds ptr, ptr %25, i64 1
  %27 = load ptr, ptr %26, align 8
  %28 = call noundef ptr %27(ptr noundef nonnull align 8 dereferenceable(24) %24) [ "funclet"(token %23) ]
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", ptr noundef %28) [ "funclet"(token %23) ]
  catchret from %23 to label %30

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30, %32
  ret i32 0

32:                                               ; preds = %17
  br label %31

33:                                               ; preds = %0
  br label %17
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?grab@@YAX_K@Z"(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %3) #5
  store volatile ptr %4, ptr @"?g_keep@@3REAXEA", align 8
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@LBAIGDHN@allocated?6?$AA@")
  %6 = load volatile ptr, ptr @"?g_keep@@3REAXEA", align 8
  call void @"??3@YAXPEAX@Z"(ptr noundef %6) #6
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef) #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(ptr noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
