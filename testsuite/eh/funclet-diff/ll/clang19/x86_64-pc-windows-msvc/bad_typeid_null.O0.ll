; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor20 = type { ptr, ptr, [21 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%struct.Sub = type { %struct.Poly }
%struct.Poly = type { ptr }
%class.type_info = type { ptr, %struct.__std_type_info_data }
%struct.__std_type_info_data = type { ptr, [1 x i8] }

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

@"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AVbad_typeid@std@@@8" = linkonce_odr global %rtti.TypeDescriptor20 { ptr @"??_7type_info@@6B@", ptr null, [21 x i8] c".?AVbad_typeid@std@@\00" }, comdat
@"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %s\0A\00", comdat, align 1
@"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Sub@@6B@", ptr @"??_GSub@@UEAAPEAXI@Z"] }, comdat($"??_7Sub@@6B@")
@"??_R4Sub@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Sub@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Sub@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUSub@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Sub@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Sub@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Sub@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Sub@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Poly@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Sub@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Sub@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Poly@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUPoly@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Poly@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUPoly@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUPoly@@\00" }, comdat
@"??_R3Poly@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Poly@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Poly@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Poly@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Poly@@6B@", ptr @"??_GPoly@@UEAAPEAXI@Z"] }, comdat($"??_7Poly@@6B@")
@"??_R4Poly@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUPoly@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Poly@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Poly@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat

@"??_7Sub@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Poly@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 8
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %4 = call noundef ptr @"??0Sub@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #5
  %5 = invoke noundef ptr @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(ptr noundef %2)
          to label %6 unwind label %28

6:                                                ; preds = %0
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@", ptr noundef %5)
          to label %8 unwind label %28

8:                                                ; preds = %6
  %9 = invoke noundef ptr @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(ptr noundef null)
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@", ptr noundef %9)
          to label %27 unwind label %12

12:                                               ; preds = %10, %8
  %13 = catchswitch within none [label %14] unwind label %28

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AVbad_typeid@std@@@8", i32 8, ptr %3]
  %16 = load ptr, ptr %3, align 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 1
  %19 = load ptr, ptr %18, align 8
  %20 = invoke noundef ptr %19(ptr noundef nonnull align 8 dereferenceable(24) %16) [ "funclet"(token %15) ]
          to label %21 unwind label %28

21:                                               ; preds = %14
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@", ptr noundef %20) [ "funclet"(token %15) ]
          to label %23 unwind label %28

23:                                               ; preds = %21
  catchret from %15 to label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24, %27
  store i32 0, ptr %1, align 4
  call void @"??1Sub@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #5
  %26 = load i32, ptr %1, align 4
  ret i32 %26

27:                                               ; preds = %10
  br label %25

28:                                               ; preds = %21, %14, %12, %6, %0
  %29 = cleanuppad within none []
  call void @"??1Sub@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #5 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Sub@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Poly@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #5
  store ptr @"??_7Sub@@6B@", ptr %3, align 8
  ret ptr %3
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef ptr @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @__RTtypeid(ptr %3)
  %5 = call noundef ptr @"?name@type_info@@QEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %4) #5
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Sub@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Poly@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Poly@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Poly@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GSub@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Sub@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 8) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GPoly@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Poly@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 8) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Poly@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #4

declare dso_local ptr @__RTtypeid(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?name@type_info@@QEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.type_info, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.__std_type_info_data, ptr %4, i32 0, i32 1
  %6 = getelementptr inbounds [1 x i8], ptr %5, i64 0, i64 0
  ret ptr %6
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
