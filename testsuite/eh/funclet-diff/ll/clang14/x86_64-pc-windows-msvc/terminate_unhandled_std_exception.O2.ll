; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor17 = type { i8**, i8*, [18 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%"struct.io::DiskFull" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??0DiskFull@io@@QEAA@AEBU01@@Z" = comdat any

$"??0exception@std@@QEAA@AEBV01@@Z" = comdat any

$"??1exception@std@@UEAA@XZ" = comdat any

$"??_GDiskFull@io@@UEAAPEAXI@Z" = comdat any

$"?what@DiskFull@io@@UEBAPEBDXZ" = comdat any

$"??_Gexception@std@@UEAAPEAXI@Z" = comdat any

$"?what@exception@std@@UEBAPEBDXZ" = comdat any

$"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUDiskFull@io@@@8" = comdat any

$"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QEAA@AEBU01@@Z24" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = comdat any

$"_CTA2?AUDiskFull@io@@" = comdat any

$"_TI2?AUDiskFull@io@@" = comdat any

$"??_7DiskFull@io@@6B@" = comdat largest

$"??_R4DiskFull@io@@6B@" = comdat any

$"??_R3DiskFull@io@@8" = comdat any

$"??_R2DiskFull@io@@8" = comdat any

$"??_R1A@?0A@EA@DiskFull@io@@8" = comdat any

$"??_R1A@?0A@EA@exception@std@@8" = comdat any

$"??_R3exception@std@@8" = comdat any

$"??_R2exception@std@@8" = comdat any

$"??_7exception@std@@6B@" = comdat largest

$"??_R4exception@std@@6B@" = comdat any

$"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = comdat any

$"??_C@_09FKGNELIK@disk?5full?$AA@" = comdat any

@"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"writing block %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUDiskFull@io@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { i8** @"??_7type_info@@6B@", i8* null, [18 x i8] c".?AUDiskFull@io@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QEAA@AEBU01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDiskFull@io@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"struct.io::DiskFull"* (%"struct.io::DiskFull"*, %"struct.io::DiskFull"*)* @"??0DiskFull@io@@QEAA@AEBU01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 24, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%"class.std::exception"* (%"class.std::exception"*, %"class.std::exception"*)* @"??0exception@std@@QEAA@AEBV01@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUDiskFull@io@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUDiskFull@io@@@8??0DiskFull@io@@QEAA@AEBU01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AVexception@std@@@8??0exception@std@@QEAA@AEBV01@@Z24" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDiskFull@io@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%"class.std::exception"*)* @"??1exception@std@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUDiskFull@io@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4DiskFull@io@@6B@" to i8*), i8* bitcast (i8* (%"struct.io::DiskFull"*, i32)* @"??_GDiskFull@io@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"struct.io::DiskFull"*)* @"?what@DiskFull@io@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7DiskFull@io@@6B@")
@"??_R4DiskFull@io@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDiskFull@io@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3DiskFull@io@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4DiskFull@io@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3DiskFull@io@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2DiskFull@io@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2DiskFull@io@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@DiskFull@io@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@DiskFull@io@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor17* @"??_R0?AUDiskFull@io@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3DiskFull@io@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i8*), i8* bitcast (i8* (%"class.std::exception"*, i32)* @"??_Gexception@std@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @"?what@exception@std@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3exception@std@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4exception@std@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_09FKGNELIK@disk?5full?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"disk full\00", comdat, align 1

@"??_7DiskFull@io@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 0)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 1)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 2)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 3)
  tail call fastcc void @"?write_block@@YAXH@Z"(i32 noundef 4)
  ret i32 0
}

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?write_block@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %"struct.io::DiskFull", align 8
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DJAHCGBO@writing?5block?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0)
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = bitcast %"struct.io::DiskFull"* %2 to i8*
  %7 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %2, i64 0, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %2, i64 0, i32 0, i32 1
  %9 = bitcast %struct.__std_exception_data* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  store i32 (...)** bitcast (i8** @"??_7DiskFull@io@@6B@" to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !4
  call void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @"_TI2?AUDiskFull@io@@") #9
  unreachable

10:                                               ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %"struct.io::DiskFull"* @"??0DiskFull@io@@QEAA@AEBU01@@Z"(%"struct.io::DiskFull"* noundef nonnull returned align 8 dereferenceable(24) %0, %"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  %4 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %0, i64 0, i32 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false) #10
  %6 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %1, i64 0, i32 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  store i32 (...)** bitcast (i8** @"??_7DiskFull@io@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  ret %"struct.io::DiskFull"* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef %"class.std::exception"* @"??0exception@std@@QEAA@AEBV01@@Z"(%"class.std::exception"* noundef nonnull returned align 8 dereferenceable(24) %0, %"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  %5 = bitcast %struct.__std_exception_data* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %6 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %1, i64 0, i32 1
  invoke void @__std_exception_copy(%struct.__std_exception_data* noundef nonnull %6, %struct.__std_exception_data* noundef nonnull %4)
          to label %7 unwind label %8

7:                                                ; preds = %2
  ret %"class.std::exception"* %0

8:                                                ; preds = %2
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1exception@std@@UEAA@XZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %6) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GDiskFull@io@@UEAAPEAXI@Z"(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"struct.io::DiskFull"* %0 to i8*
  %4 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %0, i64 0, i32 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?what@DiskFull@io@@UEBAPEBDXZ"(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FKGNELIK@disk?5full?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_Gexception@std@@UEAAPEAXI@Z"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %"class.std::exception"* %0 to i8*
  %4 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7exception@std@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1
  invoke void @__std_exception_destroy(%struct.__std_exception_data* noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %8
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #12
  br label %11

11:                                               ; preds = %10, %8
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?what@exception@std@@UEBAPEBDXZ"(%"class.std::exception"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %"class.std::exception", %"class.std::exception"* %0, i64 0, i32 1, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !7
  %4 = icmp eq i8* %3, null
  %5 = select i1 %4, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", i64 0, i64 0), i8* %3
  ret i8* %5
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #7

declare dso_local void @__std_exception_destroy(%struct.__std_exception_data* noundef) local_unnamed_addr #8

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local void @__std_exception_copy(%struct.__std_exception_data* noundef, %struct.__std_exception_data* noundef) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !10, i64 8}
!8 = !{!"?AVexception@std@@", !9, i64 8}
!9 = !{!"?AU__std_exception_data@@", !10, i64 0, !12, i64 8}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !6, i64 0}
!12 = !{!"bool", !11, i64 0}
