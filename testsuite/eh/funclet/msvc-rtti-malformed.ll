; Malformed MSVC RTTI is undefined behaviour reported as EH-U-16 (SPEC.md
; section 7), never a host crash: the program (msvc-rtti-malformed.cpp, clang-19
; -O1 --target=x86_64-pc-windows-msvc, flags as msvc-rtti-casts-x64.ll) runs
; clean as it is (native Linux build: "cast 1", "typeid 1"), then with one
; table field broken by sed each time.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK: cast 1
; OK-NEXT: typeid 1
; OK-NEXT: status 0
;
; the CompleteObjectLocator's signature: 0 (32-bit form) on a 64-bit target
; RUN: sed 's/^\(@"??_R4B@@6B@" = linkonce_odr constant %%rtti.CompleteObjectLocator { \)i32 1,/\1i32 0,/' %s > %t.sig.ll
; RUN: sh -c '%ehi run %t.sig.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: undefined behaviour: MSVC RTTI: the CompleteObjectLocator at 0x{{[0-9a-f]+}} has a signature wrong for the target [EH-U-16]
; SIG-NEXT: at {{.*}} in @main, {{.*}}@__RTDynamicCast
; SIG: status 66
;
; the vftable's -1 slot: no locator
; RUN: sed 's/\[ptr @"??_R4B@@6B@", /[ptr null, /' %s > %t.col.ll
; RUN: sh -c '%ehi run %t.col.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=COL
; COL: undefined behaviour: MSVC RTTI: the vftable of the object at 0x{{[0-9a-f]+}} has no CompleteObjectLocator [EH-U-16]
; COL: status 66
;
; B's descriptor claims more contained bases than the array holds
; RUN: sed 's/^\(@"??_R1A@?0A@EA@B@@8" = .*BaseClassDescriptor { i32 trunc ([^}]*) to i32), \)i32 1,/\1i32 7,/' %s > %t.bcd.ll
; RUN: sh -c '%ehi run %t.bcd.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BCD
; BCD: undefined behaviour: MSVC RTTI: the BaseClassDescriptor at 0x{{[0-9a-f]+}} contains more bases than its array has [EH-U-16]
; BCD: status 66
;
; B's hierarchy: no base classes
; RUN: sed 's/^\(@"??_R3B@@8" = .*ClassHierarchyDescriptor { i32 0, i32 0, \)i32 2,/\1i32 0,/' %s > %t.chd.ll
; RUN: sh -c '%ehi run %t.chd.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CHD
; CHD: undefined behaviour: MSVC RTTI: the ClassHierarchyDescriptor at 0x{{[0-9a-f]+}} has no base class array [EH-U-16]
; CHD: status 66
;
; __RTtypeid of an object whose vftable's locator is broken (the cast is
; removed first so that typeid reads it)
; RUN: sed -e 's/\[ptr @"??_R4B@@6B@", /[ptr null, /' -e 's/%%3 = call ptr @__RTDynamicCast(.*)$/%%3 = getelementptr i8, ptr %%1, i64 0/' %s > %t.tid.ll
; RUN: sh -c '%ehi run %t.tid.ll; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=TID
; TID: cast 1
; TID-NEXT: undefined behaviour: MSVC RTTI: the vftable of the object at 0x{{[0-9a-f]+}} has no CompleteObjectLocator [EH-U-16]
; TID-NEXT: at {{.*}}@__RTtypeid
; TID: status 66
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.B = type { %struct.A, i32 }
%struct.A = type { ptr }

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"??_GA@@UEAAPEAXI@Z" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_08MOHGIIAK@cast?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@NGCABDDO@typeid?5?$CFd?6?$AA@" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_R1A@?0A@EA@A@@8" = comdat any

$"??_R3A@@8" = comdat any

$"??_R2A@@8" = comdat any

$"??_7A@@6B@" = comdat largest

$"??_R4A@@6B@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_08MOHGIIAK@cast?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"cast %d\0A\00", comdat, align 1
@"??_C@_0L@NGCABDDO@typeid?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"typeid %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UEAAPEAXI@Z"] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4B@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4A@@6B@", ptr @"??_GA@@UEAAPEAXI@Z"] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4A@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat

@"??_7B@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.B, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  store ptr @"??_7B@@6B@", ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1, ptr %2, align 8
  %3 = call ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %4 = icmp eq ptr %3, %1
  %5 = zext i1 %4 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08MOHGIIAK@cast?5?$CFd?6?$AA@", i32 noundef %5)
  %7 = call ptr @__RTtypeid(ptr nonnull %1)
  %8 = icmp ne ptr %7, null
  %9 = zext i1 %8 to i32
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@NGCABDDO@typeid?5?$CFd?6?$AA@", i32 noundef %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

declare dso_local ptr @__RTtypeid(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef %0, i64 noundef 16) #7
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef %0, i64 noundef 8) #7
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
