; EH-F-8: MSVC builds the catch parameter when phase 1 has chosen the
; handler; when its copy constructor throws, std::terminate.
; Made by clang-19 --target=x86_64-pc-windows-msvc -fexceptions
; -fcxx-exceptions -O0 -S -emit-llvm from:
;   extern "C" int printf(const char *, ...);
;   struct E {
;     int v;
;     E(int v) : v(v) {}
;     E(const E &o) : v(o.v) { if (v == 1) throw 2; }
;     ~E() {}
;   };
;   int main() {
;     try { throw E(1); } catch (E e) { printf("caught %d\n", e.v); }
;     return 0;
;   }
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s < %t.err
; OUT-NOT: caught
; OUT: status 3
; CHECK: [eh] search #1 frame 0 @main: handler (catchpad %9)
; CHECK: [eh] throw #2 'int' frame 0 public: __cdecl E::E(struct E const &)
; CHECK: [eh] terminate #1 'E' frame 0 @main (the copy constructor of the catch parameter threw) [EH-F-8]
; the UCRT's terminate writes nothing; abort exits 3 (SPEC.md section 3)
; CHECK-NOT: terminate called
; ModuleID = 'ehf8.cpp'
source_filename = "ehf8.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.E = type { i32 }

$"??0E@@QEAA@H@Z" = comdat any

$"??0E@@QEAA@AEBU0@@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUE@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0E@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUE@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E, align 4
  store i32 0, ptr %1, align 4
  %4 = invoke noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %5 unwind label %6

5:                                                ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUE@@") #4
          to label %18 unwind label %6

6:                                                ; preds = %5, %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AUE@@@8", i32 0, ptr %3]
  %10 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %11) [ "funclet"(token %9) ]
          to label %13 unwind label %16

13:                                               ; preds = %8
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %9) ]
  catchret from %9 to label %14

14:                                               ; preds = %13
  br label %15

15:                                               ; preds = %14
  ret i32 0

16:                                               ; preds = %8
  %17 = cleanuppad within %9 []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

18:                                               ; preds = %5
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.E, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %7, align 4
  %11 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 2, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #4
  unreachable

15:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
