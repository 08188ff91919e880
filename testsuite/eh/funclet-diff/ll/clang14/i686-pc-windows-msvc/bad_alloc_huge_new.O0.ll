; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = comdat any

@"?g_keep@@3RAXA" = dso_local global i8* null, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", comdat, align 1
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"allocated\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %"class.std::bad_alloc"*, align 4
  %4 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  store i32 -2147483648, i32* %2, align 4
  call void @"?grab@@YAXI@Z"(i32 noundef 16)
  %5 = load i32, i32* %2, align 4
  invoke void @"?grab@@YAXI@Z"(i32 noundef %5)
          to label %36 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %3]
  %10 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 4
  %11 = bitcast %"class.std::bad_alloc"* %10 to %"class.std::exception"*
  %12 = bitcast %"class.std::exception"* %11 to i8* (%"class.std::exception"*)***
  %13 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %12, align 4
  %14 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, i64 1
  %15 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, align 4
  %16 = call x86_thiscallcc noundef i8* %15(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %11) [ "funclet"(token %9) ]
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %16) [ "funclet"(token %9) ]
  catchret from %9 to label %18

18:                                               ; preds = %8
  br label %19

19:                                               ; preds = %18, %36
  %20 = load i32, i32* %2, align 4
  %21 = add i32 %20, 64
  invoke void @"?grab@@YAXI@Z"(i32 noundef %21)
          to label %35 unwind label %22

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %4]
  %26 = load %"class.std::exception"*, %"class.std::exception"** %4, align 4
  %27 = bitcast %"class.std::exception"* %26 to i8* (%"class.std::exception"*)***
  %28 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %27, align 4
  %29 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, i64 1
  %30 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %29, align 4
  %31 = call x86_thiscallcc noundef i8* %30(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %26) [ "funclet"(token %25) ]
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %31) [ "funclet"(token %25) ]
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

; Function Attrs: mustprogress noinline optnone
define internal void @"?grab@@YAXI@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %3) #5
  store volatile i8* %4, i8** @"?g_keep@@3RAXA", align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LBAIGDHN@allocated?6?$AA@", i32 0, i32 0))
  %6 = load volatile i8*, i8** @"?g_keep@@3RAXA", align 4
  call void @"??3@YAXPAX@Z"(i8* noundef %6) #6
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
