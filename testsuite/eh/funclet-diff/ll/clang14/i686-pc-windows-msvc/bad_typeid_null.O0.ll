; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor20 = type { i8**, i8*, [21 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%class.type_info = type { i32 (...)**, %struct.__std_type_info_data }
%struct.__std_type_info_data = type { i8*, [1 x i8] }

$"??0Sub@@QAE@XZ" = comdat any

$"??1Sub@@UAE@XZ" = comdat any

$"??0Poly@@QAE@XZ" = comdat any

$"??_GSub@@UAEPAXI@Z" = comdat any

$"??_GPoly@@UAEPAXI@Z" = comdat any

$"??1Poly@@UAE@XZ" = comdat any

$"?name@type_info@@QBEPBDXZ" = comdat any

$"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVbad_typeid@std@@@8" = comdat any

$"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@" = comdat any

$"??_7Sub@@6B@" = comdat largest

$"??_R4Sub@@6B@" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R3Sub@@8" = comdat any

$"??_R2Sub@@8" = comdat any

$"??_R1A@?0A@EA@Sub@@8" = comdat any

$"??_R1A@?0A@EA@Poly@@8" = comdat any

$"??_R0?AUPoly@@@8" = comdat any

$"??_R3Poly@@8" = comdat any

$"??_R2Poly@@8" = comdat any

$"??_7Poly@@6B@" = comdat largest

$"??_R4Poly@@6B@" = comdat any

@"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_typeid@std@@@8" = linkonce_odr global %rtti.TypeDescriptor20 { i8** @"??_7type_info@@6B@", i8* null, [21 x i8] c".?AVbad_typeid@std@@\00" }, comdat
@"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %s\0A\00", comdat, align 1
@"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Sub@@6B@" to i8*), i8* bitcast (i8* (%struct.Sub*, i32)* @"??_GSub@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Sub@@6B@")
@"??_R4Sub@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Sub@@8" }, comdat
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R3Sub@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Sub@@8", i32 0, i32 0) }, comdat
@"??_R2Sub@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Sub@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Poly@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Sub@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Sub@@8" }, comdat
@"??_R1A@?0A@EA@Poly@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUPoly@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Poly@@8" }, comdat
@"??_R0?AUPoly@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUPoly@@\00" }, comdat
@"??_R3Poly@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Poly@@8", i32 0, i32 0) }, comdat
@"??_R2Poly@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Poly@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Poly@@6B@" to i8*), i8* bitcast (i8* (%struct.Poly*, i32)* @"??_GPoly@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Poly@@6B@")
@"??_R4Poly@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUPoly@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Poly@@8" }, comdat

@"??_7Sub@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Poly@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 4
  %3 = alloca %"class.std::bad_typeid"*, align 4
  store i32 0, i32* %1, align 4
  %4 = call x86_thiscallcc noundef %struct.Sub* @"??0Sub@@QAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #6
  %5 = bitcast %struct.Sub* %2 to %struct.Poly*
  %6 = invoke noundef i8* @"?dyn_name@@YAPBDPAUPoly@@@Z"(%struct.Poly* noundef %5)
          to label %7 unwind label %31

7:                                                ; preds = %0
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %6)
          to label %9 unwind label %31

9:                                                ; preds = %7
  %10 = invoke noundef i8* @"?dyn_name@@YAPBDPAUPoly@@@Z"(%struct.Poly* noundef null)
          to label %11 unwind label %13

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %10)
          to label %30 unwind label %13

13:                                               ; preds = %11, %9
  %14 = catchswitch within none [label %15] unwind label %31

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor20* @"??_R0?AVbad_typeid@std@@@8", i32 8, %"class.std::bad_typeid"** %3]
  %17 = load %"class.std::bad_typeid"*, %"class.std::bad_typeid"** %3, align 4
  %18 = bitcast %"class.std::bad_typeid"* %17 to %"class.std::exception"*
  %19 = bitcast %"class.std::exception"* %18 to i8* (%"class.std::exception"*)***
  %20 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %19, align 4
  %21 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %20, i64 1
  %22 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %21, align 4
  %23 = invoke x86_thiscallcc noundef i8* %22(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %18) [ "funclet"(token %16) ]
          to label %24 unwind label %31

24:                                               ; preds = %15
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %23) [ "funclet"(token %16) ]
          to label %26 unwind label %31

26:                                               ; preds = %24
  catchret from %16 to label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27, %30
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1Sub@@UAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #6
  %29 = load i32, i32* %1, align 4
  ret i32 %29

30:                                               ; preds = %11
  br label %28

31:                                               ; preds = %24, %15, %13, %7, %0
  %32 = cleanuppad within none []
  call x86_thiscallcc void @"??1Sub@@UAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #6 [ "funclet"(token %32) ]
  cleanupret from %32 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Sub* @"??0Sub@@QAE@XZ"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call x86_thiscallcc noundef %struct.Poly* @"??0Poly@@QAE@XZ"(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = bitcast %struct.Sub* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Sub@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Sub* %3
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i8* @"?dyn_name@@YAPBDPAUPoly@@@Z"(%struct.Poly* noundef %0) #3 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = bitcast %struct.Poly* %3 to i8*
  %5 = call i8* @__RTtypeid(i8* %4)
  %6 = bitcast i8* %5 to %class.type_info*
  %7 = call x86_thiscallcc noundef i8* @"?name@type_info@@QBEPBDXZ"(%class.type_info* noundef nonnull align 4 dereferenceable(12) %6) #6
  ret i8* %7
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Sub@@UAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  call x86_thiscallcc void @"??1Poly@@UAE@XZ"(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #6
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Poly* @"??0Poly@@QAE@XZ"(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = bitcast %struct.Poly* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Poly@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GSub@@UAEPAXI@Z"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Sub*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Sub* %0, %struct.Sub** %5, align 4
  %6 = load %struct.Sub*, %struct.Sub** %5, align 4
  %7 = bitcast %struct.Sub* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Sub@@UAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Sub* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #7
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GPoly@@UAEPAXI@Z"(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Poly*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Poly* %0, %struct.Poly** %5, align 4
  %6 = load %struct.Poly*, %struct.Poly** %5, align 4
  %7 = bitcast %struct.Poly* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Poly@@UAE@XZ"(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Poly* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #7
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Poly@@UAE@XZ"(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #4

declare dso_local i8* @__RTtypeid(i8*)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?name@type_info@@QBEPBDXZ"(%class.type_info* noundef nonnull align 4 dereferenceable(12) %0) #5 comdat align 2 {
  %2 = alloca %class.type_info*, align 4
  store %class.type_info* %0, %class.type_info** %2, align 4
  %3 = load %class.type_info*, %class.type_info** %2, align 4
  %4 = getelementptr inbounds %class.type_info, %class.type_info* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_type_info_data, %struct.__std_type_info_data* %4, i32 0, i32 1
  %6 = getelementptr inbounds [1 x i8], [1 x i8]* %5, i32 0, i32 0
  ret i8* %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
