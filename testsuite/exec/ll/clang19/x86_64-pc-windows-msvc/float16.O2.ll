; ModuleID = 'float16.c'
source_filename = "float16.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@" = comdat any

$"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@" = comdat any

@ds = internal global [11 x double] [double 0x3FF0020000001000, double 0xBFF0020000001000, double 0x3FF0020000000000, double 0x3FF0060000000000, double 0x3E60000000001000, double 0x3E78000000001000, double 0x40EFFDFFFFF00000, double 6.552000e+04, double 0x3F0FF80000001000, double 0x3F0FFC0000001000, double 0x3FD5555555555555], align 16
@"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"%-22a half %04x (via float %04x)\0A\00", comdat, align 1
@fs = internal global [4 x float] [float 0x3FF0020020000000, float 0x3FF0060000000000, float 0x3E60000000000000, float -6.552000e+04], align 16
@"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"%-22a half %04x\0A\00", comdat, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load volatile double, ptr @ds, align 16
  %2 = fptrunc double %1 to float
  %3 = fptrunc float %2 to half
  %4 = bitcast half %3 to i16
  %5 = zext i16 %4 to i32
  %6 = fptrunc double %1 to half
  %7 = bitcast half %6 to i16
  %8 = zext i16 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %1, i32 noundef %8, i32 noundef %5)
  %10 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 8), align 8
  %11 = fptrunc double %10 to float
  %12 = fptrunc float %11 to half
  %13 = bitcast half %12 to i16
  %14 = zext i16 %13 to i32
  %15 = fptrunc double %10 to half
  %16 = bitcast half %15 to i16
  %17 = zext i16 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %10, i32 noundef %17, i32 noundef %14)
  %19 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 16), align 16
  %20 = fptrunc double %19 to float
  %21 = fptrunc float %20 to half
  %22 = bitcast half %21 to i16
  %23 = zext i16 %22 to i32
  %24 = fptrunc double %19 to half
  %25 = bitcast half %24 to i16
  %26 = zext i16 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %19, i32 noundef %26, i32 noundef %23)
  %28 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 24), align 8
  %29 = fptrunc double %28 to float
  %30 = fptrunc float %29 to half
  %31 = bitcast half %30 to i16
  %32 = zext i16 %31 to i32
  %33 = fptrunc double %28 to half
  %34 = bitcast half %33 to i16
  %35 = zext i16 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %28, i32 noundef %35, i32 noundef %32)
  %37 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 32), align 16
  %38 = fptrunc double %37 to float
  %39 = fptrunc float %38 to half
  %40 = bitcast half %39 to i16
  %41 = zext i16 %40 to i32
  %42 = fptrunc double %37 to half
  %43 = bitcast half %42 to i16
  %44 = zext i16 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %37, i32 noundef %44, i32 noundef %41)
  %46 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 40), align 8
  %47 = fptrunc double %46 to float
  %48 = fptrunc float %47 to half
  %49 = bitcast half %48 to i16
  %50 = zext i16 %49 to i32
  %51 = fptrunc double %46 to half
  %52 = bitcast half %51 to i16
  %53 = zext i16 %52 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %46, i32 noundef %53, i32 noundef %50)
  %55 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 48), align 16
  %56 = fptrunc double %55 to float
  %57 = fptrunc float %56 to half
  %58 = bitcast half %57 to i16
  %59 = zext i16 %58 to i32
  %60 = fptrunc double %55 to half
  %61 = bitcast half %60 to i16
  %62 = zext i16 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %55, i32 noundef %62, i32 noundef %59)
  %64 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 56), align 8
  %65 = fptrunc double %64 to float
  %66 = fptrunc float %65 to half
  %67 = bitcast half %66 to i16
  %68 = zext i16 %67 to i32
  %69 = fptrunc double %64 to half
  %70 = bitcast half %69 to i16
  %71 = zext i16 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %64, i32 noundef %71, i32 noundef %68)
  %73 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 64), align 16
  %74 = fptrunc double %73 to float
  %75 = fptrunc float %74 to half
  %76 = bitcast half %75 to i16
  %77 = zext i16 %76 to i32
  %78 = fptrunc double %73 to half
  %79 = bitcast half %78 to i16
  %80 = zext i16 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %73, i32 noundef %80, i32 noundef %77)
  %82 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 72), align 8
  %83 = fptrunc double %82 to float
  %84 = fptrunc float %83 to half
  %85 = bitcast half %84 to i16
  %86 = zext i16 %85 to i32
  %87 = fptrunc double %82 to half
  %88 = bitcast half %87 to i16
  %89 = zext i16 %88 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %82, i32 noundef %89, i32 noundef %86)
  %91 = load volatile double, ptr getelementptr inbounds (i8, ptr @ds, i64 80), align 16
  %92 = fptrunc double %91 to float
  %93 = fptrunc float %92 to half
  %94 = bitcast half %93 to i16
  %95 = zext i16 %94 to i32
  %96 = fptrunc double %91 to half
  %97 = bitcast half %96 to i16
  %98 = zext i16 %97 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@DPCDOEA@?$CF?922a?5half?5?$CF04x?5?$CIvia?5float?5?$CF04x?$CJ@", double noundef %91, i32 noundef %98, i32 noundef %95)
  %100 = load volatile float, ptr @fs, align 16
  %101 = fptrunc float %100 to half
  %102 = bitcast half %101 to i16
  %103 = zext i16 %102 to i32
  %104 = load volatile float, ptr @fs, align 16
  %105 = fpext float %104 to double
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@", double noundef %105, i32 noundef %103)
  %107 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 4), align 4
  %108 = fptrunc float %107 to half
  %109 = bitcast half %108 to i16
  %110 = zext i16 %109 to i32
  %111 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 4), align 4
  %112 = fpext float %111 to double
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@", double noundef %112, i32 noundef %110)
  %114 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 8), align 8
  %115 = fptrunc float %114 to half
  %116 = bitcast half %115 to i16
  %117 = zext i16 %116 to i32
  %118 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 8), align 8
  %119 = fpext float %118 to double
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@", double noundef %119, i32 noundef %117)
  %121 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 12), align 4
  %122 = fptrunc float %121 to half
  %123 = bitcast half %122 to i16
  %124 = zext i16 %123 to i32
  %125 = load volatile float, ptr getelementptr inbounds (i8, ptr @fs, i64 12), align 4
  %126 = fpext float %125 to double
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@IJPNMJNO@?$CF?922a?5half?5?$CF04x?6?$AA@", double noundef %126, i32 noundef %124)
  ret i32 5
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
