; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor20 = type { i8**, i8*, [21 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%class.type_info = type { i32 (...)**, %struct.__std_type_info_data }
%struct.__std_type_info_data = type { i8*, [1 x i8] }

$"??0Sub@@QEAA@XZ" = comdat any

$"??1Sub@@UEAA@XZ" = comdat any

$"??0Poly@@QEAA@XZ" = comdat any

$"??_GSub@@UEAAPEAXI@Z" = comdat any

$"??_GPoly@@UEAAPEAXI@Z" = comdat any

$"??1Poly@@UEAA@XZ" = comdat any

$"?name@type_info@@QEBAPEBDXZ" = comdat any

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

@"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_typeid@std@@@8" = linkonce_odr global %rtti.TypeDescriptor20 { i8** @"??_7type_info@@6B@", i8* null, [21 x i8] c".?AVbad_typeid@std@@\00" }, comdat
@"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %s\0A\00", comdat, align 8
@"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Sub@@6B@" to i8*), i8* bitcast (i8* (%struct.Sub*, i32)* @"??_GSub@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Sub@@6B@")
@"??_R4Sub@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Sub@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Sub@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUSub@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Sub@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Sub@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Sub@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Sub@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Poly@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Sub@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Sub@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Poly@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUPoly@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Poly@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUPoly@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUPoly@@\00" }, comdat
@"??_R3Poly@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Poly@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Poly@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Poly@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Poly@@6B@" to i8*), i8* bitcast (i8* (%struct.Poly*, i32)* @"??_GPoly@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Poly@@6B@")
@"??_R4Poly@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUPoly@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Poly@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Poly@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat

@"??_7Sub@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Poly@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 8
  %3 = alloca %"class.std::bad_typeid"*, align 8
  store i32 0, i32* %1, align 4
  %4 = call noundef %struct.Sub* @"??0Sub@@QEAA@XZ"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %2) #6
  %5 = bitcast %struct.Sub* %2 to %struct.Poly*
  %6 = invoke noundef i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef %5)
          to label %7 unwind label %31

7:                                                ; preds = %0
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %6)
          to label %9 unwind label %31

9:                                                ; preds = %7
  %10 = invoke noundef i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef null)
          to label %11 unwind label %13

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %10)
          to label %30 unwind label %13

13:                                               ; preds = %11, %9
  %14 = catchswitch within none [label %15] unwind label %31

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor20* @"??_R0?AVbad_typeid@std@@@8", i32 8, %"class.std::bad_typeid"** %3]
  %17 = load %"class.std::bad_typeid"*, %"class.std::bad_typeid"** %3, align 8
  %18 = bitcast %"class.std::bad_typeid"* %17 to %"class.std::exception"*
  %19 = bitcast %"class.std::exception"* %18 to i8* (%"class.std::exception"*)***
  %20 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %19, align 8
  %21 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %20, i64 1
  %22 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %21, align 8
  %23 = invoke noundef i8* %22(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %18) [ "funclet"(token %16) ]
          to label %24 unwind label %31

24:                                               ; preds = %15
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %23) [ "funclet"(token %16) ]
          to label %26 unwind label %31

26:                                               ; preds = %24
  catchret from %16 to label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27, %30
  store i32 0, i32* %1, align 4
  call void @"??1Sub@@UEAA@XZ"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %2) #6
  %29 = load i32, i32* %1, align 4
  ret i32 %29

30:                                               ; preds = %11
  br label %28

31:                                               ; preds = %24, %15, %13, %7, %0
  %32 = cleanuppad within none []
  call void @"??1Sub@@UEAA@XZ"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %2) #6 [ "funclet"(token %32) ]
  cleanupret from %32 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Sub* @"??0Sub@@QEAA@XZ"(%struct.Sub* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 8
  store %struct.Sub* %0, %struct.Sub** %2, align 8
  %3 = load %struct.Sub*, %struct.Sub** %2, align 8
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call noundef %struct.Poly* @"??0Poly@@QEAA@XZ"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %4) #6
  %6 = bitcast %struct.Sub* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Sub@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  ret %struct.Sub* %3
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef %0) #3 {
  %2 = alloca %struct.Poly*, align 8
  store %struct.Poly* %0, %struct.Poly** %2, align 8
  %3 = load %struct.Poly*, %struct.Poly** %2, align 8
  %4 = bitcast %struct.Poly* %3 to i8*
  %5 = call i8* @__RTtypeid(i8* %4)
  %6 = bitcast i8* %5 to %class.type_info*
  %7 = call noundef i8* @"?name@type_info@@QEBAPEBDXZ"(%class.type_info* noundef nonnull align 8 dereferenceable(24) %6) #6
  ret i8* %7
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Sub@@UEAA@XZ"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 8
  store %struct.Sub* %0, %struct.Sub** %2, align 8
  %3 = load %struct.Sub*, %struct.Sub** %2, align 8
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  call void @"??1Poly@@UEAA@XZ"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %4) #6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Poly* @"??0Poly@@QEAA@XZ"(%struct.Poly* noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 8
  store %struct.Poly* %0, %struct.Poly** %2, align 8
  %3 = load %struct.Poly*, %struct.Poly** %2, align 8
  %4 = bitcast %struct.Poly* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Poly@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GSub@@UEAAPEAXI@Z"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Sub*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Sub* %0, %struct.Sub** %5, align 8
  %6 = load %struct.Sub*, %struct.Sub** %5, align 8
  %7 = bitcast %struct.Sub* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Sub@@UEAA@XZ"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Sub* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #7
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GPoly@@UEAAPEAXI@Z"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Poly*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Poly* %0, %struct.Poly** %5, align 8
  %6 = load %struct.Poly*, %struct.Poly** %5, align 8
  %7 = bitcast %struct.Poly* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Poly@@UEAA@XZ"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Poly* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #7
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Poly@@UEAA@XZ"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 8
  store %struct.Poly* %0, %struct.Poly** %2, align 8
  %3 = load %struct.Poly*, %struct.Poly** %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #4

declare dso_local i8* @__RTtypeid(i8*)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@type_info@@QEBAPEBDXZ"(%class.type_info* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 {
  %2 = alloca %class.type_info*, align 8
  store %class.type_info* %0, %class.type_info** %2, align 8
  %3 = load %class.type_info*, %class.type_info** %2, align 8
  %4 = getelementptr inbounds %class.type_info, %class.type_info* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_type_info_data, %struct.__std_type_info_data* %4, i32 0, i32 1
  %6 = getelementptr inbounds [1 x i8], [1 x i8]* %5, i64 0, i64 0
  ret i8* %6
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nounwind }
attributes #7 = { builtin nounwind }

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
