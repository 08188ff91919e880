; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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

$"??_GSub@@UEAAPEAXI@Z" = comdat any

$"??_GPoly@@UEAAPEAXI@Z" = comdat any

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

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Sub, align 8
  %2 = alloca %"class.std::bad_typeid"*, align 8
  %3 = bitcast %struct.Sub* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7
  %4 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Sub@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i64 0, i32 0
  %6 = call fastcc noundef i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef nonnull %5)
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HBHKFGHI@dynamic?5type?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef nonnull %6)
  %8 = invoke fastcc noundef i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef null)
          to label %9 unwind label %11

9:                                                ; preds = %0
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09MKIBHOLF@never?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef nonnull %8)
  br label %23

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor20* @"??_R0?AVbad_typeid@std@@@8", i32 8, %"class.std::bad_typeid"** %2]
  %15 = bitcast %"class.std::bad_typeid"** %2 to %"class.std::exception"**
  %16 = load %"class.std::exception"*, %"class.std::exception"** %15, align 8, !tbaa !7
  %17 = bitcast %"class.std::exception"* %16 to i8* (%"class.std::exception"*)***
  %18 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %17, align 8, !tbaa !4
  %19 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %18, i64 1
  %20 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %19, align 8
  %21 = call noundef i8* %20(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %16) [ "funclet"(token %14) ]
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EALMEOJL@bad_typeid?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %21) [ "funclet"(token %14) ]
  catchret from %14 to label %23

23:                                               ; preds = %13, %9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef nonnull i8* @"?dyn_name@@YAPEBDPEAUPoly@@@Z"(%struct.Poly* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Poly* %0 to i8*
  %3 = tail call i8* @__RTtypeid(i8* %2)
  %4 = getelementptr inbounds i8, i8* %3, i64 16
  ret i8* %4
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GSub@@UEAAPEAXI@Z"(%struct.Sub* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = bitcast %struct.Sub* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GPoly@@UEAAPEAXI@Z"(%struct.Poly* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Poly* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #8
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #6

declare dso_local i8* @__RTtypeid(i8*) local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !6, i64 0}
