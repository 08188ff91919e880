; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = comdat any

@"?g_keep@@3REAXEA" = dso_local global i8* null, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", comdat, align 8
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 8
@"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"allocated\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %"class.std::bad_alloc"*, align 8
  %4 = alloca %"class.std::exception"*, align 8
  store i32 0, i32* %1, align 4
  store i64 -9223372036854775808, i64* %2, align 8
  call void @"?grab@@YAX_K@Z"(i64 noundef 16)
  %5 = load i64, i64* %2, align 8
  invoke void @"?grab@@YAX_K@Z"(i64 noundef %5)
          to label %36 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %3]
  %10 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 8
  %11 = bitcast %"class.std::bad_alloc"* %10 to %"class.std::exception"*
  %12 = bitcast %"class.std::exception"* %11 to i8* (%"class.std::exception"*)***
  %13 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %12, align 8
  %14 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, i64 1
  %15 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, align 8
  %16 = call noundef i8* %15(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %11) [ "funclet"(token %9) ]
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %16) [ "funclet"(token %9) ]
  catchret from %9 to label %18

18:                                               ; preds = %8
  br label %19

19:                                               ; preds = %18, %36
  %20 = load i64, i64* %2, align 8
  %21 = add i64 %20, 64
  invoke void @"?grab@@YAX_K@Z"(i64 noundef %21)
          to label %35 unwind label %22

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %26 = load %"class.std::exception"*, %"class.std::exception"** %4, align 8
  %27 = bitcast %"class.std::exception"* %26 to i8* (%"class.std::exception"*)***
  %28 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %27, align 8
  %29 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, i64 1
  %30 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %29, align 8
  %31 = call noundef i8* %30(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %26) [ "funclet"(token %25) ]
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %31) [ "funclet"(token %25) ]
  catchret from %25 to label %33

33:                                               ; preds = %24
  br label %34

34:                                               ; preds = %33, %35
  ret i32 0

35:                                               ; preds = %19
  br label %34

36:                                               ; preds = %0
  br label %19
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?grab@@YAX_K@Z"(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %3) #5
  store volatile i8* %4, i8** @"?g_keep@@3REAXEA", align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LBAIGDHN@allocated?6?$AA@", i64 0, i64 0))
  %6 = load volatile i8*, i8** @"?g_keep@@3REAXEA", align 8
  call void @"??3@YAXPEAX@Z"(i8* noundef %6) #6
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef) #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
