; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.U = type { i64, i64 }

$"??_C@_0L@JBIIDPCK@max64?$FO2?5?$DN?5?$AA@" = comdat any

$"??_C@_03MHLONNLM@?5?$DN?5?$AA@" = comdat any

$"??_C@_06IBFHCBBO@34?$CB?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@JFOBMLGF@?9?$CI34?$CB?13?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_09LEGKBFEF@?5?5?$DO?$DO?57?5?$DN?5?$AA@" = comdat any

$"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@OPOJFBIK@?5?5?1?5?9999?5?$DN?5?$AA@" = comdat any

$"??_C@_0BE@JMEBJDMM@34?$CB?5?1?51000000007?5?$DN?5?$AA@" = comdat any

$"??_C@_05BDPAJDCF@?5rem?5?$AA@" = comdat any

$"??_C@_0BH@DJFGPOME@big?5?1?50x10000000001?5?$DN?5?$AA@" = comdat any

$"??_C@_0BE@GEJBEOKG@big?5?1?5?$CIbig?5?$DO?$DO?53?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_09MMIBJKPC@1?$DM?$DM127?5?$DN?5?$AA@" = comdat any

$"??_C@_09DMHJGOJN@?0?5?$DO?$DO64?5?$DN?5?$AA@" = comdat any

$"??_C@_09DJLNNOKD@rotl13?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@OGHFMCKC@fib?$CI150?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0CB@NFBEJLFK@mulhi?5?$DN?5?$CF016llx?5mullo?5?$DN?5?$CF016llx?6@" = comdat any

$"??_C@_0P@DOEPNLKF@cmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@KGHJMACI@to?5double?3?5?$CF?46e?5?$CF?46e?6?$AA@" = comdat any

$"??_C@_0O@BBECEKAF@from?5double?3?5?$AA@" = comdat any

$"??_C@_0EL@GCOGIEKH@llmin?5?$CFlld?5llmax?5?$CFlld?0?5min?12?5?$CFll@" = comdat any

$"??_C@_0DM@DOMLJHMM@ullmax?5?$CFllu?0?5?13?5?$CFllu?0?5?$CF?$CF10?5?$CFllu?0@" = comdat any

$"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@" = comdat any

@"??_C@_0L@JBIIDPCK@max64?$FO2?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"max64^2 = \00", comdat, align 1
@"??_C@_03MHLONNLM@?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" = \00", comdat, align 1
@"??_C@_06IBFHCBBO@34?$CB?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"34! = \00", comdat, align 1
@"??_C@_0M@JFOBMLGF@?9?$CI34?$CB?13?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"-(34!/3) = \00", comdat, align 1
@"??_C@_09LEGKBFEF@?5?5?$DO?$DO?57?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"  >> 7 = \00", comdat, align 1
@"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", comdat, align 1
@"??_C@_0M@OPOJFBIK@?5?5?1?5?9999?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  / -999 = \00", comdat, align 1
@"??_C@_0BE@JMEBJDMM@34?$CB?5?1?51000000007?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", comdat, align 1
@"??_C@_05BDPAJDCF@?5rem?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c" rem \00", comdat, align 1
@"??_C@_0BH@DJFGPOME@big?5?1?50x10000000001?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", comdat, align 1
@"??_C@_0BE@GEJBEOKG@big?5?1?5?$CIbig?5?$DO?$DO?53?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", comdat, align 1
@"??_C@_09MMIBJKPC@1?$DM?$DM127?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"1<<127 = \00", comdat, align 1
@"??_C@_09DMHJGOJN@?0?5?$DO?$DO64?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c", >>64 = \00", comdat, align 1
@"??_C@_09DJLNNOKD@rotl13?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rotl13 = \00", comdat, align 1
@"??_C@_0M@OGHFMCKC@fib?$CI150?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"fib(150) = \00", comdat, align 1
@"??_C@_0CB@NFBEJLFK@mulhi?5?$DN?5?$CF016llx?5mullo?5?$DN?5?$CF016llx?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", comdat, align 1
@"??_C@_0P@DOEPNLKF@cmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", comdat, align 1
@"??_C@_0BG@KGHJMACI@to?5double?3?5?$CF?46e?5?$CF?46e?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", comdat, align 1
@"??_C@_0O@BBECEKAF@from?5double?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"from double: \00", comdat, align 1
@"??_C@_0EL@GCOGIEKH@llmin?5?$CFlld?5llmax?5?$CFlld?0?5min?12?5?$CFll@" = linkonce_odr dso_local unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", comdat, align 1
@"??_C@_0DM@DOMLJHMM@ullmax?5?$CFllu?0?5?13?5?$CFllu?0?5?$CF?$CF10?5?$CFllu?0@" = linkonce_odr dso_local unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", comdat, align 1
@"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = alloca %struct.U, align 8
  %8 = alloca %struct.U, align 8
  %9 = alloca %struct.U, align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@JBIIDPCK@max64?$FO2?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #7
  br label %11

11:                                               ; preds = %54, %0
  %12 = phi i64 [ 1, %0 ], [ %49, %54 ]
  %13 = phi i64 [ -2, %0 ], [ %48, %54 ]
  %14 = phi i32 [ 0, %0 ], [ %57, %54 ]
  br label %15

15:                                               ; preds = %47, %11
  %16 = phi i32 [ 127, %11 ], [ %52, %47 ]
  %17 = phi i64 [ 0, %11 ], [ %51, %47 ]
  %18 = phi i64 [ 0, %11 ], [ %50, %47 ]
  %19 = phi i64 [ 0, %11 ], [ %49, %47 ]
  %20 = phi i64 [ 0, %11 ], [ %48, %47 ]
  %21 = shl i64 %17, 1
  %22 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %17, i64 1)
  %23 = icmp ugt i32 %16, 63
  %24 = add nsw i32 %16, -64
  %25 = select i1 %23, i32 %24, i32 %16
  %26 = select i1 %23, i64 %13, i64 %12
  %27 = zext nneg i32 %25 to i64
  %28 = lshr i64 %26, %27
  %29 = and i64 %28, 1
  %30 = or disjoint i64 %29, %21
  %31 = icmp ne i64 %22, 0
  %32 = icmp ugt i64 %21, 9
  %33 = select i1 %31, i1 true, i1 %32
  br i1 %33, label %34, label %47

34:                                               ; preds = %15
  %35 = add i64 %22, -1
  %36 = add i64 %30, -10
  %37 = zext i1 %32 to i64
  %38 = add i64 %35, %37
  br i1 %23, label %39, label %43

39:                                               ; preds = %34
  %40 = zext nneg i32 %24 to i64
  %41 = shl nuw i64 1, %40
  %42 = or i64 %20, %41
  br label %47

43:                                               ; preds = %34
  %44 = zext nneg i32 %16 to i64
  %45 = shl nuw i64 1, %44
  %46 = or i64 %19, %45
  br label %47

47:                                               ; preds = %43, %39, %15
  %48 = phi i64 [ %42, %39 ], [ %20, %43 ], [ %20, %15 ]
  %49 = phi i64 [ %19, %39 ], [ %46, %43 ], [ %19, %15 ]
  %50 = phi i64 [ %38, %39 ], [ %38, %43 ], [ 0, %15 ]
  %51 = phi i64 [ %36, %39 ], [ %36, %43 ], [ %30, %15 ]
  %52 = add nsw i32 %16, -1
  %53 = icmp eq i32 %16, 0
  br i1 %53, label %54, label %15, !llvm.loop !4

54:                                               ; preds = %47
  %55 = trunc i64 %51 to i8
  %56 = add i8 %55, 48
  %57 = add nuw nsw i32 %14, 1
  %58 = getelementptr inbounds [64 x i8], ptr %6, i32 0, i32 %14
  store i8 %56, ptr %58, align 1
  %59 = or i64 %49, %48
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %61, label %11, !llvm.loop !6

61:                                               ; preds = %54, %61
  %62 = phi i32 [ %63, %61 ], [ %57, %54 ]
  %63 = add nsw i32 %62, -1
  %64 = getelementptr inbounds [64 x i8], ptr %6, i32 0, i32 %63
  %65 = load i8, ptr %64, align 1
  %66 = sext i8 %65 to i32
  %67 = tail call i32 @putchar(i32 %66)
  %68 = icmp eq i32 %63, 0
  br i1 %68, label %69, label %61, !llvm.loop !7

69:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #7
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03MHLONNLM@?5?$DN?5?$AA@")
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i64 noundef -2, i64 noundef 1)
  %72 = tail call i32 @putchar(i32 10)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06IBFHCBBO@34?$CB?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7
  br label %74

74:                                               ; preds = %117, %69
  %75 = phi i64 [ 4926277576697053184, %69 ], [ %112, %117 ]
  %76 = phi i64 [ -2442141968323793790, %69 ], [ %111, %117 ]
  %77 = phi i32 [ 0, %69 ], [ %120, %117 ]
  br label %78

78:                                               ; preds = %110, %74
  %79 = phi i32 [ 127, %74 ], [ %115, %110 ]
  %80 = phi i64 [ 0, %74 ], [ %114, %110 ]
  %81 = phi i64 [ 0, %74 ], [ %113, %110 ]
  %82 = phi i64 [ 0, %74 ], [ %112, %110 ]
  %83 = phi i64 [ 0, %74 ], [ %111, %110 ]
  %84 = shl i64 %80, 1
  %85 = tail call i64 @llvm.fshl.i64(i64 %81, i64 %80, i64 1)
  %86 = icmp ugt i32 %79, 63
  %87 = add nsw i32 %79, -64
  %88 = select i1 %86, i32 %87, i32 %79
  %89 = select i1 %86, i64 %76, i64 %75
  %90 = zext nneg i32 %88 to i64
  %91 = lshr i64 %89, %90
  %92 = and i64 %91, 1
  %93 = or disjoint i64 %92, %84
  %94 = icmp ne i64 %85, 0
  %95 = icmp ugt i64 %84, 9
  %96 = select i1 %94, i1 true, i1 %95
  br i1 %96, label %97, label %110

97:                                               ; preds = %78
  %98 = add i64 %85, -1
  %99 = add i64 %93, -10
  %100 = zext i1 %95 to i64
  %101 = add i64 %98, %100
  br i1 %86, label %102, label %106

102:                                              ; preds = %97
  %103 = zext nneg i32 %87 to i64
  %104 = shl nuw i64 1, %103
  %105 = or i64 %83, %104
  br label %110

106:                                              ; preds = %97
  %107 = zext nneg i32 %79 to i64
  %108 = shl nuw i64 1, %107
  %109 = or i64 %82, %108
  br label %110

110:                                              ; preds = %106, %102, %78
  %111 = phi i64 [ %105, %102 ], [ %83, %106 ], [ %83, %78 ]
  %112 = phi i64 [ %82, %102 ], [ %109, %106 ], [ %82, %78 ]
  %113 = phi i64 [ %101, %102 ], [ %101, %106 ], [ 0, %78 ]
  %114 = phi i64 [ %99, %102 ], [ %99, %106 ], [ %93, %78 ]
  %115 = add nsw i32 %79, -1
  %116 = icmp eq i32 %79, 0
  br i1 %116, label %117, label %78, !llvm.loop !4

117:                                              ; preds = %110
  %118 = trunc i64 %114 to i8
  %119 = add i8 %118, 48
  %120 = add nuw nsw i32 %77, 1
  %121 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %77
  store i8 %119, ptr %121, align 1
  %122 = or i64 %112, %111
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %124, label %74, !llvm.loop !6

124:                                              ; preds = %117, %124
  %125 = phi i32 [ %126, %124 ], [ %120, %117 ]
  %126 = add nsw i32 %125, -1
  %127 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %126
  %128 = load i8, ptr %127, align 1
  %129 = sext i8 %128 to i32
  %130 = tail call i32 @putchar(i32 %129)
  %131 = icmp eq i32 %126, 0
  br i1 %131, label %132, label %124, !llvm.loop !7

132:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7
  %133 = tail call i32 @putchar(i32 10)
  br label %134

134:                                              ; preds = %166, %132
  %135 = phi i32 [ 127, %132 ], [ %171, %166 ]
  %136 = phi i64 [ 0, %132 ], [ %170, %166 ]
  %137 = phi i64 [ 0, %132 ], [ %169, %166 ]
  %138 = phi i64 [ 0, %132 ], [ %168, %166 ]
  %139 = phi i64 [ 0, %132 ], [ %167, %166 ]
  %140 = shl i64 %136, 1
  %141 = tail call i64 @llvm.fshl.i64(i64 %137, i64 %136, i64 1)
  %142 = icmp ugt i32 %135, 63
  %143 = add nsw i32 %135, -64
  %144 = select i1 %142, i32 %143, i32 %135
  %145 = select i1 %142, i64 -2442141968323793790, i64 4926277576697053184
  %146 = zext nneg i32 %144 to i64
  %147 = lshr i64 %145, %146
  %148 = and i64 %147, 1
  %149 = or disjoint i64 %148, %140
  %150 = icmp ne i64 %141, 0
  %151 = icmp ugt i64 %149, 2
  %152 = select i1 %150, i1 true, i1 %151
  br i1 %152, label %153, label %166

153:                                              ; preds = %134
  %154 = add i64 %141, -1
  %155 = add i64 %149, -3
  %156 = zext i1 %151 to i64
  %157 = add i64 %154, %156
  br i1 %142, label %158, label %162

158:                                              ; preds = %153
  %159 = zext nneg i32 %143 to i64
  %160 = shl nuw i64 1, %159
  %161 = or i64 %139, %160
  br label %166

162:                                              ; preds = %153
  %163 = zext nneg i32 %135 to i64
  %164 = shl nuw i64 1, %163
  %165 = or i64 %138, %164
  br label %166

166:                                              ; preds = %162, %158, %134
  %167 = phi i64 [ %161, %158 ], [ %139, %162 ], [ %139, %134 ]
  %168 = phi i64 [ %138, %158 ], [ %165, %162 ], [ %138, %134 ]
  %169 = phi i64 [ %157, %158 ], [ %157, %162 ], [ 0, %134 ]
  %170 = phi i64 [ %155, %158 ], [ %155, %162 ], [ %149, %134 ]
  %171 = add nsw i32 %135, -1
  %172 = icmp eq i32 %135, 0
  br i1 %172, label %173, label %134, !llvm.loop !4

173:                                              ; preds = %166
  %174 = xor i64 %167, -1
  %175 = icmp eq i64 %168, 0
  %176 = sext i1 %175 to i64
  %177 = zext i1 %175 to i64
  %178 = add i64 %177, %174
  %179 = sub i64 0, %168
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@JFOBMLGF@?9?$CI34?$CB?13?$CJ?5?$DN?5?$AA@")
  tail call fastcc void @put_i(i64 %178, i64 %179)
  %181 = tail call i32 @putchar(i32 10)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09LEGKBFEF@?5?5?$DO?$DO?57?5?$DN?5?$AA@")
  %183 = icmp sgt i64 %178, -1
  br i1 %183, label %184, label %187

184:                                              ; preds = %173
  %185 = tail call i64 @llvm.fshl.i64(i64 %178, i64 %179, i64 57)
  %186 = lshr i64 %178, 7
  br label %193

187:                                              ; preds = %173
  %188 = add i64 %168, -1
  %189 = sub i64 %167, %177
  %190 = tail call i64 @llvm.fshl.i64(i64 %189, i64 %188, i64 57)
  %191 = xor i64 %190, -1
  %192 = ashr i64 %178, 7
  br label %193

193:                                              ; preds = %184, %187
  %194 = phi i64 [ %186, %184 ], [ %192, %187 ]
  %195 = phi i64 [ %185, %184 ], [ %191, %187 ]
  tail call fastcc void @put_i(i64 %194, i64 %195)
  %196 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 8 %8, i64 %178, i64 %179, i64 0, i64 1000003, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@")
  %198 = load i64, ptr %7, align 8
  %199 = getelementptr inbounds i8, ptr %7, i32 8
  %200 = load i64, ptr %199, align 8
  call fastcc void @put_i(i64 %198, i64 %200)
  %201 = call i32 @putchar(i32 10)
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@OPOJFBIK@?5?5?1?5?9999?5?$DN?5?$AA@")
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 8 %9, i64 %178, i64 %179, i64 -1, i64 -999, ptr noundef null)
  %203 = load i64, ptr %9, align 8
  %204 = getelementptr inbounds i8, ptr %9, i32 8
  %205 = load i64, ptr %204, align 8
  call fastcc void @put_i(i64 %203, i64 %205)
  %206 = call i32 @putchar(i32 10)
  br label %207

207:                                              ; preds = %239, %193
  %208 = phi i32 [ 127, %193 ], [ %244, %239 ]
  %209 = phi i64 [ 0, %193 ], [ %243, %239 ]
  %210 = phi i64 [ 0, %193 ], [ %242, %239 ]
  %211 = phi i64 [ 0, %193 ], [ %241, %239 ]
  %212 = phi i64 [ 0, %193 ], [ %240, %239 ]
  %213 = shl i64 %209, 1
  %214 = call i64 @llvm.fshl.i64(i64 %210, i64 %209, i64 1)
  %215 = icmp ugt i32 %208, 63
  %216 = add nsw i32 %208, -64
  %217 = select i1 %215, i32 %216, i32 %208
  %218 = select i1 %215, i64 -2442141968323793790, i64 4926277576697053184
  %219 = zext nneg i32 %217 to i64
  %220 = lshr i64 %218, %219
  %221 = and i64 %220, 1
  %222 = or disjoint i64 %221, %213
  %223 = icmp ne i64 %214, 0
  %224 = icmp ugt i64 %222, 1000000006
  %225 = select i1 %223, i1 true, i1 %224
  br i1 %225, label %226, label %239

226:                                              ; preds = %207
  %227 = add i64 %214, -1
  %228 = add i64 %222, -1000000007
  %229 = zext i1 %224 to i64
  %230 = add i64 %227, %229
  br i1 %215, label %231, label %235

231:                                              ; preds = %226
  %232 = zext nneg i32 %216 to i64
  %233 = shl nuw i64 1, %232
  %234 = or i64 %212, %233
  br label %239

235:                                              ; preds = %226
  %236 = zext nneg i32 %208 to i64
  %237 = shl nuw i64 1, %236
  %238 = or i64 %211, %237
  br label %239

239:                                              ; preds = %235, %231, %207
  %240 = phi i64 [ %234, %231 ], [ %212, %235 ], [ %212, %207 ]
  %241 = phi i64 [ %211, %231 ], [ %238, %235 ], [ %211, %207 ]
  %242 = phi i64 [ %230, %231 ], [ %230, %235 ], [ 0, %207 ]
  %243 = phi i64 [ %228, %231 ], [ %228, %235 ], [ %222, %207 ]
  %244 = add nsw i32 %208, -1
  %245 = icmp eq i32 %208, 0
  br i1 %245, label %246, label %207, !llvm.loop !4

246:                                              ; preds = %239
  store i64 %242, ptr %7, align 8, !noalias !8
  store i64 %243, ptr %199, align 8, !noalias !8
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@JMEBJDMM@34?$CB?5?1?51000000007?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  br label %248

248:                                              ; preds = %291, %246
  %249 = phi i64 [ %241, %246 ], [ %286, %291 ]
  %250 = phi i64 [ %240, %246 ], [ %285, %291 ]
  %251 = phi i32 [ 0, %246 ], [ %294, %291 ]
  br label %252

252:                                              ; preds = %284, %248
  %253 = phi i32 [ 127, %248 ], [ %289, %284 ]
  %254 = phi i64 [ 0, %248 ], [ %288, %284 ]
  %255 = phi i64 [ 0, %248 ], [ %287, %284 ]
  %256 = phi i64 [ 0, %248 ], [ %286, %284 ]
  %257 = phi i64 [ 0, %248 ], [ %285, %284 ]
  %258 = shl i64 %254, 1
  %259 = call i64 @llvm.fshl.i64(i64 %255, i64 %254, i64 1)
  %260 = icmp ugt i32 %253, 63
  %261 = add nsw i32 %253, -64
  %262 = select i1 %260, i32 %261, i32 %253
  %263 = select i1 %260, i64 %250, i64 %249
  %264 = zext nneg i32 %262 to i64
  %265 = lshr i64 %263, %264
  %266 = and i64 %265, 1
  %267 = or disjoint i64 %266, %258
  %268 = icmp ne i64 %259, 0
  %269 = icmp ugt i64 %258, 9
  %270 = select i1 %268, i1 true, i1 %269
  br i1 %270, label %271, label %284

271:                                              ; preds = %252
  %272 = add i64 %259, -1
  %273 = add i64 %267, -10
  %274 = zext i1 %269 to i64
  %275 = add i64 %272, %274
  br i1 %260, label %276, label %280

276:                                              ; preds = %271
  %277 = zext nneg i32 %261 to i64
  %278 = shl nuw i64 1, %277
  %279 = or i64 %257, %278
  br label %284

280:                                              ; preds = %271
  %281 = zext nneg i32 %253 to i64
  %282 = shl nuw i64 1, %281
  %283 = or i64 %256, %282
  br label %284

284:                                              ; preds = %280, %276, %252
  %285 = phi i64 [ %279, %276 ], [ %257, %280 ], [ %257, %252 ]
  %286 = phi i64 [ %256, %276 ], [ %283, %280 ], [ %256, %252 ]
  %287 = phi i64 [ %275, %276 ], [ %275, %280 ], [ 0, %252 ]
  %288 = phi i64 [ %273, %276 ], [ %273, %280 ], [ %267, %252 ]
  %289 = add nsw i32 %253, -1
  %290 = icmp eq i32 %253, 0
  br i1 %290, label %291, label %252, !llvm.loop !4

291:                                              ; preds = %284
  %292 = trunc i64 %288 to i8
  %293 = add i8 %292, 48
  %294 = add nuw nsw i32 %251, 1
  %295 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %251
  store i8 %293, ptr %295, align 1
  %296 = or i64 %286, %285
  %297 = icmp eq i64 %296, 0
  br i1 %297, label %298, label %248, !llvm.loop !6

298:                                              ; preds = %291, %298
  %299 = phi i32 [ %300, %298 ], [ %294, %291 ]
  %300 = add nsw i32 %299, -1
  %301 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %300
  %302 = load i8, ptr %301, align 1
  %303 = sext i8 %302 to i32
  %304 = call i32 @putchar(i32 %303)
  %305 = icmp eq i32 %300, 0
  br i1 %305, label %306, label %298, !llvm.loop !7

306:                                              ; preds = %298
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05BDPAJDCF@?5rem?5?$AA@")
  %308 = load i64, ptr %7, align 8
  %309 = load i64, ptr %199, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  br label %310

310:                                              ; preds = %353, %306
  %311 = phi i64 [ %309, %306 ], [ %348, %353 ]
  %312 = phi i64 [ %308, %306 ], [ %347, %353 ]
  %313 = phi i32 [ 0, %306 ], [ %356, %353 ]
  br label %314

314:                                              ; preds = %346, %310
  %315 = phi i32 [ 127, %310 ], [ %351, %346 ]
  %316 = phi i64 [ 0, %310 ], [ %350, %346 ]
  %317 = phi i64 [ 0, %310 ], [ %349, %346 ]
  %318 = phi i64 [ 0, %310 ], [ %348, %346 ]
  %319 = phi i64 [ 0, %310 ], [ %347, %346 ]
  %320 = shl i64 %316, 1
  %321 = call i64 @llvm.fshl.i64(i64 %317, i64 %316, i64 1)
  %322 = icmp ugt i32 %315, 63
  %323 = add nsw i32 %315, -64
  %324 = select i1 %322, i32 %323, i32 %315
  %325 = select i1 %322, i64 %312, i64 %311
  %326 = zext nneg i32 %324 to i64
  %327 = lshr i64 %325, %326
  %328 = and i64 %327, 1
  %329 = or disjoint i64 %328, %320
  %330 = icmp ne i64 %321, 0
  %331 = icmp ugt i64 %320, 9
  %332 = select i1 %330, i1 true, i1 %331
  br i1 %332, label %333, label %346

333:                                              ; preds = %314
  %334 = add i64 %321, -1
  %335 = add i64 %329, -10
  %336 = zext i1 %331 to i64
  %337 = add i64 %334, %336
  br i1 %322, label %338, label %342

338:                                              ; preds = %333
  %339 = zext nneg i32 %323 to i64
  %340 = shl nuw i64 1, %339
  %341 = or i64 %319, %340
  br label %346

342:                                              ; preds = %333
  %343 = zext nneg i32 %315 to i64
  %344 = shl nuw i64 1, %343
  %345 = or i64 %318, %344
  br label %346

346:                                              ; preds = %342, %338, %314
  %347 = phi i64 [ %341, %338 ], [ %319, %342 ], [ %319, %314 ]
  %348 = phi i64 [ %318, %338 ], [ %345, %342 ], [ %318, %314 ]
  %349 = phi i64 [ %337, %338 ], [ %337, %342 ], [ 0, %314 ]
  %350 = phi i64 [ %335, %338 ], [ %335, %342 ], [ %329, %314 ]
  %351 = add nsw i32 %315, -1
  %352 = icmp eq i32 %315, 0
  br i1 %352, label %353, label %314, !llvm.loop !4

353:                                              ; preds = %346
  %354 = trunc i64 %350 to i8
  %355 = add i8 %354, 48
  %356 = add nuw nsw i32 %313, 1
  %357 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %313
  store i8 %355, ptr %357, align 1
  %358 = or i64 %348, %347
  %359 = icmp eq i64 %358, 0
  br i1 %359, label %360, label %310, !llvm.loop !6

360:                                              ; preds = %353, %360
  %361 = phi i32 [ %362, %360 ], [ %356, %353 ]
  %362 = add nsw i32 %361, -1
  %363 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %362
  %364 = load i8, ptr %363, align 1
  %365 = sext i8 %364 to i32
  %366 = call i32 @putchar(i32 %365)
  %367 = icmp eq i32 %362, 0
  br i1 %367, label %368, label %360, !llvm.loop !7

368:                                              ; preds = %360
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  %369 = call i32 @putchar(i32 10)
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DJFGPOME@big?5?1?50x10000000001?5?$DN?5?$AA@")
  br label %371

371:                                              ; preds = %403, %368
  %372 = phi i32 [ 127, %368 ], [ %408, %403 ]
  %373 = phi i64 [ 0, %368 ], [ %407, %403 ]
  %374 = phi i64 [ 0, %368 ], [ %406, %403 ]
  %375 = phi i64 [ 0, %368 ], [ %405, %403 ]
  %376 = phi i64 [ 0, %368 ], [ %404, %403 ]
  %377 = shl i64 %373, 1
  %378 = call i64 @llvm.fshl.i64(i64 %374, i64 %373, i64 1)
  %379 = icmp ugt i32 %372, 63
  %380 = add nsw i32 %372, -64
  %381 = select i1 %379, i32 %380, i32 %372
  %382 = select i1 %379, i64 81985529216486895, i64 -81985529216486896
  %383 = zext nneg i32 %381 to i64
  %384 = lshr i64 %382, %383
  %385 = and i64 %384, 1
  %386 = or disjoint i64 %385, %377
  %387 = icmp ne i64 %378, 0
  %388 = icmp ugt i64 %386, 1099511627776
  %389 = select i1 %387, i1 true, i1 %388
  br i1 %389, label %390, label %403

390:                                              ; preds = %371
  %391 = add i64 %378, -1
  %392 = add i64 %386, -1099511627777
  %393 = zext i1 %388 to i64
  %394 = add i64 %391, %393
  br i1 %379, label %395, label %399

395:                                              ; preds = %390
  %396 = zext nneg i32 %380 to i64
  %397 = shl nuw i64 1, %396
  %398 = or i64 %376, %397
  br label %403

399:                                              ; preds = %390
  %400 = zext nneg i32 %372 to i64
  %401 = shl nuw i64 1, %400
  %402 = or i64 %375, %401
  br label %403

403:                                              ; preds = %399, %395, %371
  %404 = phi i64 [ %398, %395 ], [ %376, %399 ], [ %376, %371 ]
  %405 = phi i64 [ %375, %395 ], [ %402, %399 ], [ %375, %371 ]
  %406 = phi i64 [ %394, %395 ], [ %394, %399 ], [ 0, %371 ]
  %407 = phi i64 [ %392, %395 ], [ %392, %399 ], [ %386, %371 ]
  %408 = add nsw i32 %372, -1
  %409 = icmp eq i32 %372, 0
  br i1 %409, label %410, label %371, !llvm.loop !4

410:                                              ; preds = %403
  %411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i64 noundef %404, i64 noundef %405)
  %412 = call i32 @putchar(i32 10)
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@GEJBEOKG@big?5?1?5?$CIbig?5?$DO?$DO?53?$CJ?5?$DN?5?$AA@")
  br label %414

414:                                              ; preds = %448, %410
  %415 = phi i32 [ 127, %410 ], [ %453, %448 ]
  %416 = phi i64 [ 0, %410 ], [ %452, %448 ]
  %417 = phi i64 [ 0, %410 ], [ %451, %448 ]
  %418 = phi i64 [ 0, %410 ], [ %450, %448 ]
  %419 = phi i64 [ 0, %410 ], [ %449, %448 ]
  %420 = shl i64 %416, 1
  %421 = call i64 @llvm.fshl.i64(i64 %417, i64 %416, i64 1)
  %422 = icmp ugt i32 %415, 63
  %423 = add nsw i32 %415, -64
  %424 = select i1 %422, i32 %423, i32 %415
  %425 = select i1 %422, i64 81985529216486895, i64 -81985529216486896
  %426 = zext nneg i32 %424 to i64
  %427 = lshr i64 %425, %426
  %428 = and i64 %427, 1
  %429 = or disjoint i64 %428, %420
  %430 = icmp ugt i64 %421, 10248191152060860
  %431 = icmp ne i64 %421, 10248191152060861
  %432 = icmp ugt i64 %420, -10248191152060863
  %433 = select i1 %431, i1 true, i1 %432
  %434 = select i1 %430, i1 %433, i1 false
  br i1 %434, label %435, label %448

435:                                              ; preds = %414
  %436 = add i64 %421, -10248191152060862
  %437 = add i64 %429, 10248191152060862
  %438 = zext i1 %432 to i64
  %439 = add i64 %436, %438
  br i1 %422, label %440, label %444

440:                                              ; preds = %435
  %441 = zext nneg i32 %423 to i64
  %442 = shl nuw i64 1, %441
  %443 = or i64 %419, %442
  br label %448

444:                                              ; preds = %435
  %445 = zext nneg i32 %415 to i64
  %446 = shl nuw i64 1, %445
  %447 = or i64 %418, %446
  br label %448

448:                                              ; preds = %444, %440, %414
  %449 = phi i64 [ %443, %440 ], [ %419, %444 ], [ %419, %414 ]
  %450 = phi i64 [ %418, %440 ], [ %447, %444 ], [ %418, %414 ]
  %451 = phi i64 [ %439, %440 ], [ %439, %444 ], [ %421, %414 ]
  %452 = phi i64 [ %437, %440 ], [ %437, %444 ], [ %429, %414 ]
  %453 = add nsw i32 %415, -1
  %454 = icmp eq i32 %415, 0
  br i1 %454, label %455, label %414, !llvm.loop !4

455:                                              ; preds = %448
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  br label %456

456:                                              ; preds = %499, %455
  %457 = phi i64 [ %450, %455 ], [ %494, %499 ]
  %458 = phi i64 [ %449, %455 ], [ %493, %499 ]
  %459 = phi i32 [ 0, %455 ], [ %502, %499 ]
  br label %460

460:                                              ; preds = %492, %456
  %461 = phi i32 [ 127, %456 ], [ %497, %492 ]
  %462 = phi i64 [ 0, %456 ], [ %496, %492 ]
  %463 = phi i64 [ 0, %456 ], [ %495, %492 ]
  %464 = phi i64 [ 0, %456 ], [ %494, %492 ]
  %465 = phi i64 [ 0, %456 ], [ %493, %492 ]
  %466 = shl i64 %462, 1
  %467 = call i64 @llvm.fshl.i64(i64 %463, i64 %462, i64 1)
  %468 = icmp ugt i32 %461, 63
  %469 = add nsw i32 %461, -64
  %470 = select i1 %468, i32 %469, i32 %461
  %471 = select i1 %468, i64 %458, i64 %457
  %472 = zext nneg i32 %470 to i64
  %473 = lshr i64 %471, %472
  %474 = and i64 %473, 1
  %475 = or disjoint i64 %474, %466
  %476 = icmp ne i64 %467, 0
  %477 = icmp ugt i64 %466, 9
  %478 = select i1 %476, i1 true, i1 %477
  br i1 %478, label %479, label %492

479:                                              ; preds = %460
  %480 = add i64 %467, -1
  %481 = add i64 %475, -10
  %482 = zext i1 %477 to i64
  %483 = add i64 %480, %482
  br i1 %468, label %484, label %488

484:                                              ; preds = %479
  %485 = zext nneg i32 %469 to i64
  %486 = shl nuw i64 1, %485
  %487 = or i64 %465, %486
  br label %492

488:                                              ; preds = %479
  %489 = zext nneg i32 %461 to i64
  %490 = shl nuw i64 1, %489
  %491 = or i64 %464, %490
  br label %492

492:                                              ; preds = %488, %484, %460
  %493 = phi i64 [ %487, %484 ], [ %465, %488 ], [ %465, %460 ]
  %494 = phi i64 [ %464, %484 ], [ %491, %488 ], [ %464, %460 ]
  %495 = phi i64 [ %483, %484 ], [ %483, %488 ], [ 0, %460 ]
  %496 = phi i64 [ %481, %484 ], [ %481, %488 ], [ %475, %460 ]
  %497 = add nsw i32 %461, -1
  %498 = icmp eq i32 %461, 0
  br i1 %498, label %499, label %460, !llvm.loop !4

499:                                              ; preds = %492
  %500 = trunc i64 %496 to i8
  %501 = add i8 %500, 48
  %502 = add nuw nsw i32 %459, 1
  %503 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %459
  store i8 %501, ptr %503, align 1
  %504 = or i64 %494, %493
  %505 = icmp eq i64 %504, 0
  br i1 %505, label %506, label %456, !llvm.loop !6

506:                                              ; preds = %499, %506
  %507 = phi i32 [ %508, %506 ], [ %502, %499 ]
  %508 = add nsw i32 %507, -1
  %509 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %508
  %510 = load i8, ptr %509, align 1
  %511 = sext i8 %510 to i32
  %512 = call i32 @putchar(i32 %511)
  %513 = icmp eq i32 %508, 0
  br i1 %513, label %514, label %506, !llvm.loop !7

514:                                              ; preds = %506
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  %515 = call i32 @putchar(i32 10)
  %516 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09MMIBJKPC@1?$DM?$DM127?5?$DN?5?$AA@")
  %517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i64 noundef -9223372036854775808, i64 noundef 0)
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DMHJGOJN@?0?5?$DO?$DO64?5?$DN?5?$AA@")
  %519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i64 noundef 0, i64 noundef -9223372036854775808)
  %520 = call i32 @putchar(i32 10)
  %521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DJLNNOKD@rotl13?5?$DN?5?$AA@")
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %523 = call i32 @putchar(i32 10)
  br label %606

524:                                              ; preds = %606
  %525 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@OGHFMCKC@fib?$CI150?$CJ?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  br label %526

526:                                              ; preds = %569, %524
  %527 = phi i64 [ %618, %524 ], [ %564, %569 ]
  %528 = phi i64 [ %621, %524 ], [ %563, %569 ]
  %529 = phi i32 [ 0, %524 ], [ %572, %569 ]
  br label %530

530:                                              ; preds = %562, %526
  %531 = phi i32 [ 127, %526 ], [ %567, %562 ]
  %532 = phi i64 [ 0, %526 ], [ %566, %562 ]
  %533 = phi i64 [ 0, %526 ], [ %565, %562 ]
  %534 = phi i64 [ 0, %526 ], [ %564, %562 ]
  %535 = phi i64 [ 0, %526 ], [ %563, %562 ]
  %536 = shl i64 %532, 1
  %537 = call i64 @llvm.fshl.i64(i64 %533, i64 %532, i64 1)
  %538 = icmp ugt i32 %531, 63
  %539 = add nsw i32 %531, -64
  %540 = select i1 %538, i32 %539, i32 %531
  %541 = select i1 %538, i64 %528, i64 %527
  %542 = zext nneg i32 %540 to i64
  %543 = lshr i64 %541, %542
  %544 = and i64 %543, 1
  %545 = or disjoint i64 %544, %536
  %546 = icmp ne i64 %537, 0
  %547 = icmp ugt i64 %536, 9
  %548 = select i1 %546, i1 true, i1 %547
  br i1 %548, label %549, label %562

549:                                              ; preds = %530
  %550 = add i64 %537, -1
  %551 = add i64 %545, -10
  %552 = zext i1 %547 to i64
  %553 = add i64 %550, %552
  br i1 %538, label %554, label %558

554:                                              ; preds = %549
  %555 = zext nneg i32 %539 to i64
  %556 = shl nuw i64 1, %555
  %557 = or i64 %535, %556
  br label %562

558:                                              ; preds = %549
  %559 = zext nneg i32 %531 to i64
  %560 = shl nuw i64 1, %559
  %561 = or i64 %534, %560
  br label %562

562:                                              ; preds = %558, %554, %530
  %563 = phi i64 [ %557, %554 ], [ %535, %558 ], [ %535, %530 ]
  %564 = phi i64 [ %534, %554 ], [ %561, %558 ], [ %534, %530 ]
  %565 = phi i64 [ %553, %554 ], [ %553, %558 ], [ 0, %530 ]
  %566 = phi i64 [ %551, %554 ], [ %551, %558 ], [ %545, %530 ]
  %567 = add nsw i32 %531, -1
  %568 = icmp eq i32 %531, 0
  br i1 %568, label %569, label %530, !llvm.loop !4

569:                                              ; preds = %562
  %570 = trunc i64 %566 to i8
  %571 = add i8 %570, 48
  %572 = add nuw nsw i32 %529, 1
  %573 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %529
  store i8 %571, ptr %573, align 1
  %574 = or i64 %564, %563
  %575 = icmp eq i64 %574, 0
  br i1 %575, label %576, label %526, !llvm.loop !6

576:                                              ; preds = %569, %576
  %577 = phi i32 [ %578, %576 ], [ %572, %569 ]
  %578 = add nsw i32 %577, -1
  %579 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %578
  %580 = load i8, ptr %579, align 1
  %581 = sext i8 %580 to i32
  %582 = call i32 @putchar(i32 %581)
  %583 = icmp eq i32 %578, 0
  br i1 %583, label %584, label %576, !llvm.loop !7

584:                                              ; preds = %576
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  %585 = call i32 @putchar(i32 10)
  %586 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@NFBEJLFK@mulhi?5?$DN?5?$CF016llx?5mullo?5?$DN?5?$CF016llx?6@", i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@DOEPNLKF@cmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %183, label %595, label %588

588:                                              ; preds = %584
  %589 = add i64 %167, %176
  %590 = add nuw i64 %589, %177
  %591 = uitofp i64 %590 to double
  %592 = uitofp i64 %168 to double
  %593 = call double @llvm.fmuladd.f64(double %591, double 0x43F0000000000000, double %592)
  %594 = fneg double %593
  br label %599

595:                                              ; preds = %584
  %596 = uitofp nneg i64 %178 to double
  %597 = uitofp i64 %179 to double
  %598 = call double @llvm.fmuladd.f64(double %596, double 0x43F0000000000000, double %597)
  br label %599

599:                                              ; preds = %588, %595
  %600 = phi double [ %594, %588 ], [ %598, %595 ]
  %601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KGHJMACI@to?5double?3?5?$CF?46e?5?$CF?46e?6?$AA@", double noundef 0x47EBC3789A33DF96, double noundef %600)
  %602 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@BBECEKAF@from?5double?3?5?$AA@")
  call fastcc void @put_i(i64 -81315162937, i64 -7615305494906798080)
  %603 = call i32 @putchar(i32 10)
  %604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0EL@GCOGIEKH@llmin?5?$CFlld?5llmax?5?$CFlld?0?5min?12?5?$CFll@", i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DM@DOMLJHMM@ullmax?5?$CFllu?0?5?13?5?$CFllu?0?5?$CF?$CF10?5?$CFllu?0@", i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7
  ret i32 28

606:                                              ; preds = %606, %514
  %607 = phi i32 [ 0, %514 ], [ %627, %606 ]
  %608 = phi i64 [ 0, %514 ], [ %618, %606 ]
  %609 = phi i64 [ 0, %514 ], [ %621, %606 ]
  %610 = phi i64 [ 1, %514 ], [ %623, %606 ]
  %611 = phi i64 [ 0, %514 ], [ %626, %606 ]
  %612 = add i64 %609, %611
  %613 = add i64 %608, %610
  %614 = icmp ult i64 %613, %608
  %615 = zext i1 %614 to i64
  %616 = add i64 %612, %615
  %617 = add i64 %611, %616
  %618 = add i64 %610, %613
  %619 = icmp ult i64 %618, %610
  %620 = zext i1 %619 to i64
  %621 = add i64 %617, %620
  %622 = add i64 %616, %621
  %623 = add i64 %613, %618
  %624 = icmp ult i64 %623, %613
  %625 = zext i1 %624 to i64
  %626 = add i64 %622, %625
  %627 = add nuw nsw i32 %607, 3
  %628 = icmp eq i32 %627, 150
  br i1 %628, label %524, label %606, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i(i64 %0, i64 %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = icmp sgt i64 %0, -1
  br i1 %5, label %72, label %6

6:                                                ; preds = %2
  %7 = tail call i32 @putchar(i32 45)
  %8 = xor i64 %0, -1
  %9 = icmp eq i64 %1, 0
  %10 = zext i1 %9 to i64
  %11 = add nuw i64 %10, %8
  %12 = sub i64 0, %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  br label %13

13:                                               ; preds = %56, %6
  %14 = phi i64 [ %12, %6 ], [ %51, %56 ]
  %15 = phi i64 [ %11, %6 ], [ %50, %56 ]
  %16 = phi i32 [ 0, %6 ], [ %59, %56 ]
  br label %17

17:                                               ; preds = %49, %13
  %18 = phi i32 [ 127, %13 ], [ %54, %49 ]
  %19 = phi i64 [ 0, %13 ], [ %53, %49 ]
  %20 = phi i64 [ 0, %13 ], [ %52, %49 ]
  %21 = phi i64 [ 0, %13 ], [ %51, %49 ]
  %22 = phi i64 [ 0, %13 ], [ %50, %49 ]
  %23 = shl i64 %19, 1
  %24 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %19, i64 1)
  %25 = icmp ugt i32 %18, 63
  %26 = add nsw i32 %18, -64
  %27 = select i1 %25, i32 %26, i32 %18
  %28 = select i1 %25, i64 %15, i64 %14
  %29 = zext nneg i32 %27 to i64
  %30 = lshr i64 %28, %29
  %31 = and i64 %30, 1
  %32 = or disjoint i64 %31, %23
  %33 = icmp ne i64 %24, 0
  %34 = icmp ugt i64 %23, 9
  %35 = select i1 %33, i1 true, i1 %34
  br i1 %35, label %36, label %49

36:                                               ; preds = %17
  %37 = add i64 %24, -1
  %38 = add i64 %32, -10
  %39 = zext i1 %34 to i64
  %40 = add i64 %37, %39
  br i1 %25, label %41, label %45

41:                                               ; preds = %36
  %42 = zext nneg i32 %26 to i64
  %43 = shl nuw i64 1, %42
  %44 = or i64 %22, %43
  br label %49

45:                                               ; preds = %36
  %46 = zext nneg i32 %18 to i64
  %47 = shl nuw i64 1, %46
  %48 = or i64 %21, %47
  br label %49

49:                                               ; preds = %45, %41, %17
  %50 = phi i64 [ %44, %41 ], [ %22, %45 ], [ %22, %17 ]
  %51 = phi i64 [ %21, %41 ], [ %48, %45 ], [ %21, %17 ]
  %52 = phi i64 [ %40, %41 ], [ %40, %45 ], [ 0, %17 ]
  %53 = phi i64 [ %38, %41 ], [ %38, %45 ], [ %32, %17 ]
  %54 = add nsw i32 %18, -1
  %55 = icmp eq i32 %18, 0
  br i1 %55, label %56, label %17, !llvm.loop !4

56:                                               ; preds = %49
  %57 = trunc i64 %53 to i8
  %58 = add i8 %57, 48
  %59 = add nuw nsw i32 %16, 1
  %60 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %16
  store i8 %58, ptr %60, align 1
  %61 = or i64 %51, %50
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %63, label %13, !llvm.loop !6

63:                                               ; preds = %56, %63
  %64 = phi i32 [ %65, %63 ], [ %59, %56 ]
  %65 = add nsw i32 %64, -1
  %66 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %65
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = tail call i32 @putchar(i32 %68)
  %70 = icmp eq i32 %65, 0
  br i1 %70, label %71, label %63, !llvm.loop !7

71:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  br label %132

72:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  br label %73

73:                                               ; preds = %116, %72
  %74 = phi i64 [ %1, %72 ], [ %111, %116 ]
  %75 = phi i64 [ %0, %72 ], [ %110, %116 ]
  %76 = phi i32 [ 0, %72 ], [ %119, %116 ]
  br label %77

77:                                               ; preds = %109, %73
  %78 = phi i32 [ 127, %73 ], [ %114, %109 ]
  %79 = phi i64 [ 0, %73 ], [ %113, %109 ]
  %80 = phi i64 [ 0, %73 ], [ %112, %109 ]
  %81 = phi i64 [ 0, %73 ], [ %111, %109 ]
  %82 = phi i64 [ 0, %73 ], [ %110, %109 ]
  %83 = shl i64 %79, 1
  %84 = tail call i64 @llvm.fshl.i64(i64 %80, i64 %79, i64 1)
  %85 = icmp ugt i32 %78, 63
  %86 = add nsw i32 %78, -64
  %87 = select i1 %85, i32 %86, i32 %78
  %88 = select i1 %85, i64 %75, i64 %74
  %89 = zext nneg i32 %87 to i64
  %90 = lshr i64 %88, %89
  %91 = and i64 %90, 1
  %92 = or disjoint i64 %91, %83
  %93 = icmp ne i64 %84, 0
  %94 = icmp ugt i64 %83, 9
  %95 = select i1 %93, i1 true, i1 %94
  br i1 %95, label %96, label %109

96:                                               ; preds = %77
  %97 = add i64 %84, -1
  %98 = add i64 %92, -10
  %99 = zext i1 %94 to i64
  %100 = add i64 %97, %99
  br i1 %85, label %101, label %105

101:                                              ; preds = %96
  %102 = zext nneg i32 %86 to i64
  %103 = shl nuw i64 1, %102
  %104 = or i64 %82, %103
  br label %109

105:                                              ; preds = %96
  %106 = zext nneg i32 %78 to i64
  %107 = shl nuw i64 1, %106
  %108 = or i64 %81, %107
  br label %109

109:                                              ; preds = %105, %101, %77
  %110 = phi i64 [ %104, %101 ], [ %82, %105 ], [ %82, %77 ]
  %111 = phi i64 [ %81, %101 ], [ %108, %105 ], [ %81, %77 ]
  %112 = phi i64 [ %100, %101 ], [ %100, %105 ], [ 0, %77 ]
  %113 = phi i64 [ %98, %101 ], [ %98, %105 ], [ %92, %77 ]
  %114 = add nsw i32 %78, -1
  %115 = icmp eq i32 %78, 0
  br i1 %115, label %116, label %77, !llvm.loop !4

116:                                              ; preds = %109
  %117 = trunc i64 %113 to i8
  %118 = add i8 %117, 48
  %119 = add nuw nsw i32 %76, 1
  %120 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %76
  store i8 %118, ptr %120, align 1
  %121 = or i64 %111, %110
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %123, label %73, !llvm.loop !6

123:                                              ; preds = %116, %123
  %124 = phi i32 [ %125, %123 ], [ %119, %116 ]
  %125 = add nsw i32 %124, -1
  %126 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %125
  %127 = load i8, ptr %126, align 1
  %128 = sext i8 %127 to i32
  %129 = tail call i32 @putchar(i32 %128)
  %130 = icmp eq i32 %125, 0
  br i1 %130, label %131, label %123, !llvm.loop !7

131:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  br label %132

132:                                              ; preds = %131, %71
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @sdiv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.U) align 8 %0, i64 %1, i64 %2, i64 %3, i64 %4, ptr noundef writeonly %5) unnamed_addr #3 {
  %7 = lshr i64 %1, 63
  %8 = trunc nuw nsw i64 %7 to i32
  %9 = lshr i64 %3, 63
  %10 = trunc nuw nsw i64 %9 to i32
  %11 = icmp sgt i64 %3, -1
  br i1 %11, label %18, label %12

12:                                               ; preds = %6
  %13 = xor i64 %3, -1
  %14 = icmp eq i64 %4, 0
  %15 = zext i1 %14 to i64
  %16 = add nuw i64 %15, %13
  %17 = sub i64 0, %4
  br label %18

18:                                               ; preds = %6, %12
  %19 = phi i64 [ %16, %12 ], [ %3, %6 ]
  %20 = phi i64 [ %17, %12 ], [ %4, %6 ]
  %21 = icmp sgt i64 %1, -1
  br i1 %21, label %28, label %22

22:                                               ; preds = %18
  %23 = xor i64 %1, -1
  %24 = icmp eq i64 %2, 0
  %25 = zext i1 %24 to i64
  %26 = add nuw i64 %25, %23
  %27 = sub i64 0, %2
  br label %28

28:                                               ; preds = %18, %22
  %29 = phi i64 [ %27, %22 ], [ %2, %18 ]
  %30 = phi i64 [ %26, %22 ], [ %1, %18 ]
  %31 = xor i64 %19, -1
  %32 = icmp eq i64 %20, 0
  %33 = zext i1 %32 to i64
  %34 = add i64 %33, %31
  br label %35

35:                                               ; preds = %70, %28
  %36 = phi i32 [ 127, %28 ], [ %75, %70 ]
  %37 = phi i64 [ 0, %28 ], [ %74, %70 ]
  %38 = phi i64 [ 0, %28 ], [ %73, %70 ]
  %39 = phi i64 [ 0, %28 ], [ %72, %70 ]
  %40 = phi i64 [ 0, %28 ], [ %71, %70 ]
  %41 = shl i64 %37, 1
  %42 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %37, i64 1)
  %43 = icmp ugt i32 %36, 63
  %44 = add nsw i32 %36, -64
  %45 = select i1 %43, i32 %44, i32 %36
  %46 = select i1 %43, i64 %30, i64 %29
  %47 = zext nneg i32 %45 to i64
  %48 = lshr i64 %46, %47
  %49 = and i64 %48, 1
  %50 = or disjoint i64 %49, %41
  %51 = icmp uge i64 %42, %19
  %52 = icmp ne i64 %42, %19
  %53 = icmp uge i64 %50, %20
  %54 = select i1 %52, i1 true, i1 %53
  %55 = select i1 %51, i1 %54, i1 false
  br i1 %55, label %56, label %70

56:                                               ; preds = %35
  %57 = add i64 %34, %42
  %58 = sub i64 %50, %20
  %59 = icmp ult i64 %58, %50
  %60 = zext i1 %59 to i64
  %61 = add i64 %57, %60
  br i1 %43, label %62, label %66

62:                                               ; preds = %56
  %63 = zext nneg i32 %44 to i64
  %64 = shl nuw i64 1, %63
  %65 = or i64 %40, %64
  br label %70

66:                                               ; preds = %56
  %67 = zext nneg i32 %36 to i64
  %68 = shl nuw i64 1, %67
  %69 = or i64 %39, %68
  br label %70

70:                                               ; preds = %66, %62, %35
  %71 = phi i64 [ %65, %62 ], [ %40, %66 ], [ %40, %35 ]
  %72 = phi i64 [ %39, %62 ], [ %69, %66 ], [ %39, %35 ]
  %73 = phi i64 [ %61, %62 ], [ %61, %66 ], [ %42, %35 ]
  %74 = phi i64 [ %58, %62 ], [ %58, %66 ], [ %50, %35 ]
  %75 = add nsw i32 %36, -1
  %76 = icmp eq i32 %36, 0
  br i1 %76, label %77, label %35, !llvm.loop !4

77:                                               ; preds = %70
  %78 = icmp eq ptr %5, null
  br i1 %78, label %90, label %79

79:                                               ; preds = %77
  br i1 %21, label %86, label %80

80:                                               ; preds = %79
  %81 = xor i64 %73, -1
  %82 = icmp eq i64 %74, 0
  %83 = zext i1 %82 to i64
  %84 = add i64 %83, %81
  %85 = sub i64 0, %74
  br label %86

86:                                               ; preds = %79, %80
  %87 = phi i64 [ %84, %80 ], [ %73, %79 ]
  %88 = phi i64 [ %85, %80 ], [ %74, %79 ]
  store i64 %87, ptr %5, align 8
  %89 = getelementptr inbounds i8, ptr %5, i32 8
  store i64 %88, ptr %89, align 8
  br label %90

90:                                               ; preds = %86, %77
  %91 = icmp eq i32 %8, %10
  br i1 %91, label %98, label %92

92:                                               ; preds = %90
  %93 = xor i64 %71, -1
  %94 = icmp eq i64 %72, 0
  %95 = zext i1 %94 to i64
  %96 = add i64 %95, %93
  %97 = sub i64 0, %72
  br label %98

98:                                               ; preds = %90, %92
  %99 = phi i64 [ %96, %92 ], [ %71, %90 ]
  %100 = phi i64 [ %97, %92 ], [ %72, %90 ]
  store i64 %99, ptr %0, align 8
  %101 = getelementptr inbounds i8, ptr %0, i32 8
  store i64 %100, ptr %101, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: write) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = !{!9}
!9 = distinct !{!9, !10, !"udivmod: argument 0"}
!10 = distinct !{!10, !"udivmod"}
!11 = distinct !{!11, !5}
