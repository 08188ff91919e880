; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = alloca %struct.U, align 8
  %8 = alloca %struct.U, align 8
  %9 = alloca %struct.U, align 8
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JBIIDPCK@max64?$FO2?5?$DN?5?$AA@", i32 0, i32 0))
  %11 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %11) #7
  br label %12

12:                                               ; preds = %60, %0
  %13 = phi i64 [ 1, %0 ], [ %53, %60 ]
  %14 = phi i64 [ -2, %0 ], [ %52, %60 ]
  %15 = phi i32 [ 0, %0 ], [ %63, %60 ]
  br label %16

16:                                               ; preds = %51, %12
  %17 = phi i64 [ 0, %12 ], [ %52, %51 ]
  %18 = phi i64 [ 0, %12 ], [ %53, %51 ]
  %19 = phi i32 [ 127, %12 ], [ %58, %51 ]
  %20 = phi i64 [ 0, %12 ], [ %57, %51 ]
  %21 = phi i64 [ 0, %12 ], [ %56, %51 ]
  %22 = phi i64 [ 0, %12 ], [ %55, %51 ]
  %23 = phi i64 [ 0, %12 ], [ %54, %51 ]
  %24 = shl i64 %20, 1
  %25 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %20, i64 1) #7
  %26 = icmp ugt i32 %19, 63
  %27 = add nsw i32 %19, -64
  %28 = select i1 %26, i32 %27, i32 %19
  %29 = select i1 %26, i64 %14, i64 %13
  %30 = zext i32 %28 to i64
  %31 = lshr i64 %29, %30
  %32 = and i64 %31, 1
  %33 = or i64 %32, %24
  %34 = icmp eq i64 %25, 0
  %35 = icmp ult i64 %33, 10
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %51, label %37

37:                                               ; preds = %16
  %38 = add i64 %25, -1
  %39 = add i64 %33, -10
  %40 = icmp ugt i64 %33, 9
  %41 = zext i1 %40 to i64
  %42 = add i64 %38, %41
  br i1 %26, label %43, label %47

43:                                               ; preds = %37
  %44 = zext i32 %27 to i64
  %45 = shl nuw i64 1, %44
  %46 = or i64 %23, %45
  br label %51

47:                                               ; preds = %37
  %48 = zext i32 %19 to i64
  %49 = shl nuw i64 1, %48
  %50 = or i64 %22, %49
  br label %51

51:                                               ; preds = %47, %43, %16
  %52 = phi i64 [ %17, %16 ], [ %46, %43 ], [ %17, %47 ]
  %53 = phi i64 [ %18, %16 ], [ %18, %43 ], [ %50, %47 ]
  %54 = phi i64 [ %23, %16 ], [ %46, %43 ], [ %23, %47 ]
  %55 = phi i64 [ %22, %16 ], [ %22, %43 ], [ %50, %47 ]
  %56 = phi i64 [ 0, %16 ], [ %42, %43 ], [ %42, %47 ]
  %57 = phi i64 [ %33, %16 ], [ %39, %43 ], [ %39, %47 ]
  %58 = add nsw i32 %19, -1
  %59 = icmp eq i32 %19, 0
  br i1 %59, label %60, label %16, !llvm.loop !3

60:                                               ; preds = %51
  %61 = trunc i64 %57 to i8
  %62 = add i8 %61, 48
  %63 = add nuw nsw i32 %15, 1
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %15
  store i8 %62, i8* %64, align 1, !tbaa !5
  %65 = or i64 %53, %52
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %12, !llvm.loop !8

67:                                               ; preds = %60, %67
  %68 = phi i32 [ %69, %67 ], [ %63, %60 ]
  %69 = add nsw i32 %68, -1
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %69
  %71 = load i8, i8* %70, align 1, !tbaa !5
  %72 = sext i8 %71 to i32
  %73 = tail call i32 @putchar(i32 %72) #7
  %74 = icmp eq i32 %69, 0
  br i1 %74, label %75, label %67, !llvm.loop !9

75:                                               ; preds = %67
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %11) #7
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MHLONNLM@?5?$DN?5?$AA@", i32 0, i32 0))
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i32 0, i32 0), i64 noundef -2, i64 noundef 1) #7
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06IBFHCBBO@34?$CB?5?$DN?5?$AA@", i32 0, i32 0))
  %80 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %80) #7
  br label %81

81:                                               ; preds = %129, %75
  %82 = phi i64 [ 4926277576697053184, %75 ], [ %122, %129 ]
  %83 = phi i64 [ -2442141968323793790, %75 ], [ %121, %129 ]
  %84 = phi i32 [ 0, %75 ], [ %132, %129 ]
  br label %85

85:                                               ; preds = %120, %81
  %86 = phi i64 [ 0, %81 ], [ %121, %120 ]
  %87 = phi i64 [ 0, %81 ], [ %122, %120 ]
  %88 = phi i32 [ 127, %81 ], [ %127, %120 ]
  %89 = phi i64 [ 0, %81 ], [ %126, %120 ]
  %90 = phi i64 [ 0, %81 ], [ %125, %120 ]
  %91 = phi i64 [ 0, %81 ], [ %124, %120 ]
  %92 = phi i64 [ 0, %81 ], [ %123, %120 ]
  %93 = shl i64 %89, 1
  %94 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %89, i64 1) #7
  %95 = icmp ugt i32 %88, 63
  %96 = add nsw i32 %88, -64
  %97 = select i1 %95, i32 %96, i32 %88
  %98 = select i1 %95, i64 %83, i64 %82
  %99 = zext i32 %97 to i64
  %100 = lshr i64 %98, %99
  %101 = and i64 %100, 1
  %102 = or i64 %101, %93
  %103 = icmp eq i64 %94, 0
  %104 = icmp ult i64 %102, 10
  %105 = select i1 %103, i1 %104, i1 false
  br i1 %105, label %120, label %106

106:                                              ; preds = %85
  %107 = add i64 %94, -1
  %108 = add i64 %102, -10
  %109 = icmp ugt i64 %102, 9
  %110 = zext i1 %109 to i64
  %111 = add i64 %107, %110
  br i1 %95, label %112, label %116

112:                                              ; preds = %106
  %113 = zext i32 %96 to i64
  %114 = shl nuw i64 1, %113
  %115 = or i64 %92, %114
  br label %120

116:                                              ; preds = %106
  %117 = zext i32 %88 to i64
  %118 = shl nuw i64 1, %117
  %119 = or i64 %91, %118
  br label %120

120:                                              ; preds = %116, %112, %85
  %121 = phi i64 [ %86, %85 ], [ %115, %112 ], [ %86, %116 ]
  %122 = phi i64 [ %87, %85 ], [ %87, %112 ], [ %119, %116 ]
  %123 = phi i64 [ %92, %85 ], [ %115, %112 ], [ %92, %116 ]
  %124 = phi i64 [ %91, %85 ], [ %91, %112 ], [ %119, %116 ]
  %125 = phi i64 [ 0, %85 ], [ %111, %112 ], [ %111, %116 ]
  %126 = phi i64 [ %102, %85 ], [ %108, %112 ], [ %108, %116 ]
  %127 = add nsw i32 %88, -1
  %128 = icmp eq i32 %88, 0
  br i1 %128, label %129, label %85, !llvm.loop !3

129:                                              ; preds = %120
  %130 = trunc i64 %126 to i8
  %131 = add i8 %130, 48
  %132 = add nuw nsw i32 %84, 1
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %84
  store i8 %131, i8* %133, align 1, !tbaa !5
  %134 = or i64 %122, %121
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %136, label %81, !llvm.loop !8

136:                                              ; preds = %129, %136
  %137 = phi i32 [ %138, %136 ], [ %132, %129 ]
  %138 = add nsw i32 %137, -1
  %139 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !5
  %141 = sext i8 %140 to i32
  %142 = tail call i32 @putchar(i32 %141) #7
  %143 = icmp eq i32 %138, 0
  br i1 %143, label %144, label %136, !llvm.loop !9

144:                                              ; preds = %136
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %80) #7
  %145 = tail call i32 @putchar(i32 10)
  br label %146

146:                                              ; preds = %181, %144
  %147 = phi i64 [ 0, %144 ], [ %182, %181 ]
  %148 = phi i64 [ 0, %144 ], [ %183, %181 ]
  %149 = phi i32 [ 127, %144 ], [ %188, %181 ]
  %150 = phi i64 [ 0, %144 ], [ %187, %181 ]
  %151 = phi i64 [ 0, %144 ], [ %186, %181 ]
  %152 = phi i64 [ 0, %144 ], [ %185, %181 ]
  %153 = phi i64 [ 0, %144 ], [ %184, %181 ]
  %154 = shl i64 %150, 1
  %155 = tail call i64 @llvm.fshl.i64(i64 %151, i64 %150, i64 1) #7
  %156 = icmp ugt i32 %149, 63
  %157 = add nsw i32 %149, -64
  %158 = select i1 %156, i32 %157, i32 %149
  %159 = select i1 %156, i64 -2442141968323793790, i64 4926277576697053184
  %160 = zext i32 %158 to i64
  %161 = lshr i64 %159, %160
  %162 = and i64 %161, 1
  %163 = or i64 %162, %154
  %164 = icmp eq i64 %155, 0
  %165 = icmp ult i64 %163, 3
  %166 = select i1 %164, i1 %165, i1 false
  br i1 %166, label %181, label %167

167:                                              ; preds = %146
  %168 = add i64 %155, -1
  %169 = add i64 %163, -3
  %170 = icmp ugt i64 %163, 2
  %171 = zext i1 %170 to i64
  %172 = add i64 %168, %171
  br i1 %156, label %173, label %177

173:                                              ; preds = %167
  %174 = zext i32 %157 to i64
  %175 = shl nuw i64 1, %174
  %176 = or i64 %153, %175
  br label %181

177:                                              ; preds = %167
  %178 = zext i32 %149 to i64
  %179 = shl nuw i64 1, %178
  %180 = or i64 %152, %179
  br label %181

181:                                              ; preds = %177, %173, %146
  %182 = phi i64 [ %147, %146 ], [ %147, %173 ], [ %180, %177 ]
  %183 = phi i64 [ %148, %146 ], [ %176, %173 ], [ %148, %177 ]
  %184 = phi i64 [ %153, %146 ], [ %176, %173 ], [ %153, %177 ]
  %185 = phi i64 [ %152, %146 ], [ %152, %173 ], [ %180, %177 ]
  %186 = phi i64 [ 0, %146 ], [ %172, %173 ], [ %172, %177 ]
  %187 = phi i64 [ %163, %146 ], [ %169, %173 ], [ %169, %177 ]
  %188 = add nsw i32 %149, -1
  %189 = icmp eq i32 %149, 0
  br i1 %189, label %190, label %146, !llvm.loop !3

190:                                              ; preds = %181
  %191 = xor i64 %183, -1
  %192 = icmp eq i64 %182, 0
  %193 = sext i1 %192 to i64
  %194 = zext i1 %192 to i64
  %195 = add i64 %194, %191
  %196 = sub i64 0, %182
  %197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@JFOBMLGF@?9?$CI34?$CB?13?$CJ?5?$DN?5?$AA@", i32 0, i32 0))
  tail call fastcc void @put_i(i64 %195, i64 %196)
  %198 = tail call i32 @putchar(i32 10)
  %199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09LEGKBFEF@?5?5?$DO?$DO?57?5?$DN?5?$AA@", i32 0, i32 0))
  %200 = icmp sgt i64 %195, -1
  br i1 %200, label %201, label %204

201:                                              ; preds = %190
  %202 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %196, i64 57) #7
  %203 = lshr i64 %195, 7
  br label %211

204:                                              ; preds = %190
  %205 = add i64 %182, -1
  %206 = sub i64 %183, %194
  %207 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %205, i64 57) #7
  %208 = xor i64 %207, -1
  %209 = lshr i64 %195, 7
  %210 = or i64 %209, -144115188075855872
  br label %211

211:                                              ; preds = %201, %204
  %212 = phi i64 [ %203, %201 ], [ %210, %204 ]
  %213 = phi i64 [ %202, %201 ], [ %208, %204 ]
  tail call fastcc void @put_i(i64 %212, i64 %213)
  %214 = tail call i32 @putchar(i32 10)
  %215 = bitcast %struct.U* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %215) #7
  %216 = bitcast %struct.U* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %216) #7
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 8 %8, i64 %195, i64 %196, i64 0, i64 1000003, %struct.U* noundef nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %216) #7
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@", i32 0, i32 0))
  %218 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %219 = load i64, i64* %218, align 8, !tbaa !10
  %220 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %221 = load i64, i64* %220, align 8, !tbaa !13
  call fastcc void @put_i(i64 %219, i64 %221)
  %222 = call i32 @putchar(i32 10)
  %223 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@OPOJFBIK@?5?5?1?5?9999?5?$DN?5?$AA@", i32 0, i32 0))
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 8 %9, i64 %195, i64 %196, i64 -1, i64 -999, %struct.U* noundef null)
  %224 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %225 = load i64, i64* %224, align 8, !tbaa !10
  %226 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %227 = load i64, i64* %226, align 8, !tbaa !13
  call fastcc void @put_i(i64 %225, i64 %227)
  %228 = call i32 @putchar(i32 10)
  br label %229

229:                                              ; preds = %264, %211
  %230 = phi i64 [ 0, %211 ], [ %265, %264 ]
  %231 = phi i64 [ 0, %211 ], [ %266, %264 ]
  %232 = phi i32 [ 127, %211 ], [ %271, %264 ]
  %233 = phi i64 [ 0, %211 ], [ %270, %264 ]
  %234 = phi i64 [ 0, %211 ], [ %269, %264 ]
  %235 = phi i64 [ 0, %211 ], [ %268, %264 ]
  %236 = phi i64 [ 0, %211 ], [ %267, %264 ]
  %237 = shl i64 %233, 1
  %238 = call i64 @llvm.fshl.i64(i64 %234, i64 %233, i64 1) #7
  %239 = icmp ugt i32 %232, 63
  %240 = add nsw i32 %232, -64
  %241 = select i1 %239, i32 %240, i32 %232
  %242 = select i1 %239, i64 -2442141968323793790, i64 4926277576697053184
  %243 = zext i32 %241 to i64
  %244 = lshr i64 %242, %243
  %245 = and i64 %244, 1
  %246 = or i64 %245, %237
  %247 = icmp eq i64 %238, 0
  %248 = icmp ult i64 %246, 1000000007
  %249 = select i1 %247, i1 %248, i1 false
  br i1 %249, label %264, label %250

250:                                              ; preds = %229
  %251 = add i64 %238, -1
  %252 = add i64 %246, -1000000007
  %253 = icmp ugt i64 %246, 1000000006
  %254 = zext i1 %253 to i64
  %255 = add i64 %251, %254
  br i1 %239, label %256, label %260

256:                                              ; preds = %250
  %257 = zext i32 %240 to i64
  %258 = shl nuw i64 1, %257
  %259 = or i64 %236, %258
  br label %264

260:                                              ; preds = %250
  %261 = zext i32 %232 to i64
  %262 = shl nuw i64 1, %261
  %263 = or i64 %235, %262
  br label %264

264:                                              ; preds = %260, %256, %229
  %265 = phi i64 [ %230, %229 ], [ %230, %256 ], [ %263, %260 ]
  %266 = phi i64 [ %231, %229 ], [ %259, %256 ], [ %231, %260 ]
  %267 = phi i64 [ %236, %229 ], [ %259, %256 ], [ %236, %260 ]
  %268 = phi i64 [ %235, %229 ], [ %235, %256 ], [ %263, %260 ]
  %269 = phi i64 [ 0, %229 ], [ %255, %256 ], [ %255, %260 ]
  %270 = phi i64 [ %246, %229 ], [ %252, %256 ], [ %252, %260 ]
  %271 = add nsw i32 %232, -1
  %272 = icmp eq i32 %232, 0
  br i1 %272, label %273, label %229, !llvm.loop !3

273:                                              ; preds = %264
  store i64 %269, i64* %218, align 8, !tbaa.struct !14, !noalias !16
  store i64 %270, i64* %220, align 8, !tbaa.struct !19, !noalias !16
  %274 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@JMEBJDMM@34?$CB?5?1?51000000007?5?$DN?5?$AA@", i32 0, i32 0))
  %275 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %275) #7
  br label %276

276:                                              ; preds = %324, %273
  %277 = phi i64 [ %265, %273 ], [ %317, %324 ]
  %278 = phi i64 [ %266, %273 ], [ %316, %324 ]
  %279 = phi i32 [ 0, %273 ], [ %327, %324 ]
  br label %280

280:                                              ; preds = %315, %276
  %281 = phi i64 [ 0, %276 ], [ %316, %315 ]
  %282 = phi i64 [ 0, %276 ], [ %317, %315 ]
  %283 = phi i32 [ 127, %276 ], [ %322, %315 ]
  %284 = phi i64 [ 0, %276 ], [ %321, %315 ]
  %285 = phi i64 [ 0, %276 ], [ %320, %315 ]
  %286 = phi i64 [ 0, %276 ], [ %319, %315 ]
  %287 = phi i64 [ 0, %276 ], [ %318, %315 ]
  %288 = shl i64 %284, 1
  %289 = call i64 @llvm.fshl.i64(i64 %285, i64 %284, i64 1) #7
  %290 = icmp ugt i32 %283, 63
  %291 = add nsw i32 %283, -64
  %292 = select i1 %290, i32 %291, i32 %283
  %293 = select i1 %290, i64 %278, i64 %277
  %294 = zext i32 %292 to i64
  %295 = lshr i64 %293, %294
  %296 = and i64 %295, 1
  %297 = or i64 %296, %288
  %298 = icmp eq i64 %289, 0
  %299 = icmp ult i64 %297, 10
  %300 = select i1 %298, i1 %299, i1 false
  br i1 %300, label %315, label %301

301:                                              ; preds = %280
  %302 = add i64 %289, -1
  %303 = add i64 %297, -10
  %304 = icmp ugt i64 %297, 9
  %305 = zext i1 %304 to i64
  %306 = add i64 %302, %305
  br i1 %290, label %307, label %311

307:                                              ; preds = %301
  %308 = zext i32 %291 to i64
  %309 = shl nuw i64 1, %308
  %310 = or i64 %287, %309
  br label %315

311:                                              ; preds = %301
  %312 = zext i32 %283 to i64
  %313 = shl nuw i64 1, %312
  %314 = or i64 %286, %313
  br label %315

315:                                              ; preds = %311, %307, %280
  %316 = phi i64 [ %281, %280 ], [ %310, %307 ], [ %281, %311 ]
  %317 = phi i64 [ %282, %280 ], [ %282, %307 ], [ %314, %311 ]
  %318 = phi i64 [ %287, %280 ], [ %310, %307 ], [ %287, %311 ]
  %319 = phi i64 [ %286, %280 ], [ %286, %307 ], [ %314, %311 ]
  %320 = phi i64 [ 0, %280 ], [ %306, %307 ], [ %306, %311 ]
  %321 = phi i64 [ %297, %280 ], [ %303, %307 ], [ %303, %311 ]
  %322 = add nsw i32 %283, -1
  %323 = icmp eq i32 %283, 0
  br i1 %323, label %324, label %280, !llvm.loop !3

324:                                              ; preds = %315
  %325 = trunc i64 %321 to i8
  %326 = add i8 %325, 48
  %327 = add nuw nsw i32 %279, 1
  %328 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %279
  store i8 %326, i8* %328, align 1, !tbaa !5
  %329 = or i64 %317, %316
  %330 = icmp eq i64 %329, 0
  br i1 %330, label %331, label %276, !llvm.loop !8

331:                                              ; preds = %324, %331
  %332 = phi i32 [ %333, %331 ], [ %327, %324 ]
  %333 = add nsw i32 %332, -1
  %334 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %333
  %335 = load i8, i8* %334, align 1, !tbaa !5
  %336 = sext i8 %335 to i32
  %337 = call i32 @putchar(i32 %336) #7
  %338 = icmp eq i32 %333, 0
  br i1 %338, label %339, label %331, !llvm.loop !9

339:                                              ; preds = %331
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %275) #7
  %340 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BDPAJDCF@?5rem?5?$AA@", i32 0, i32 0))
  %341 = load i64, i64* %218, align 8, !tbaa !10
  %342 = load i64, i64* %220, align 8, !tbaa !13
  %343 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %343) #7
  br label %344

344:                                              ; preds = %392, %339
  %345 = phi i64 [ %342, %339 ], [ %385, %392 ]
  %346 = phi i64 [ %341, %339 ], [ %384, %392 ]
  %347 = phi i32 [ 0, %339 ], [ %395, %392 ]
  br label %348

348:                                              ; preds = %383, %344
  %349 = phi i64 [ 0, %344 ], [ %384, %383 ]
  %350 = phi i64 [ 0, %344 ], [ %385, %383 ]
  %351 = phi i32 [ 127, %344 ], [ %390, %383 ]
  %352 = phi i64 [ 0, %344 ], [ %389, %383 ]
  %353 = phi i64 [ 0, %344 ], [ %388, %383 ]
  %354 = phi i64 [ 0, %344 ], [ %387, %383 ]
  %355 = phi i64 [ 0, %344 ], [ %386, %383 ]
  %356 = shl i64 %352, 1
  %357 = call i64 @llvm.fshl.i64(i64 %353, i64 %352, i64 1) #7
  %358 = icmp ugt i32 %351, 63
  %359 = add nsw i32 %351, -64
  %360 = select i1 %358, i32 %359, i32 %351
  %361 = select i1 %358, i64 %346, i64 %345
  %362 = zext i32 %360 to i64
  %363 = lshr i64 %361, %362
  %364 = and i64 %363, 1
  %365 = or i64 %364, %356
  %366 = icmp eq i64 %357, 0
  %367 = icmp ult i64 %365, 10
  %368 = select i1 %366, i1 %367, i1 false
  br i1 %368, label %383, label %369

369:                                              ; preds = %348
  %370 = add i64 %357, -1
  %371 = add i64 %365, -10
  %372 = icmp ugt i64 %365, 9
  %373 = zext i1 %372 to i64
  %374 = add i64 %370, %373
  br i1 %358, label %375, label %379

375:                                              ; preds = %369
  %376 = zext i32 %359 to i64
  %377 = shl nuw i64 1, %376
  %378 = or i64 %355, %377
  br label %383

379:                                              ; preds = %369
  %380 = zext i32 %351 to i64
  %381 = shl nuw i64 1, %380
  %382 = or i64 %354, %381
  br label %383

383:                                              ; preds = %379, %375, %348
  %384 = phi i64 [ %349, %348 ], [ %378, %375 ], [ %349, %379 ]
  %385 = phi i64 [ %350, %348 ], [ %350, %375 ], [ %382, %379 ]
  %386 = phi i64 [ %355, %348 ], [ %378, %375 ], [ %355, %379 ]
  %387 = phi i64 [ %354, %348 ], [ %354, %375 ], [ %382, %379 ]
  %388 = phi i64 [ 0, %348 ], [ %374, %375 ], [ %374, %379 ]
  %389 = phi i64 [ %365, %348 ], [ %371, %375 ], [ %371, %379 ]
  %390 = add nsw i32 %351, -1
  %391 = icmp eq i32 %351, 0
  br i1 %391, label %392, label %348, !llvm.loop !3

392:                                              ; preds = %383
  %393 = trunc i64 %389 to i8
  %394 = add i8 %393, 48
  %395 = add nuw nsw i32 %347, 1
  %396 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %347
  store i8 %394, i8* %396, align 1, !tbaa !5
  %397 = or i64 %385, %384
  %398 = icmp eq i64 %397, 0
  br i1 %398, label %399, label %344, !llvm.loop !8

399:                                              ; preds = %392, %399
  %400 = phi i32 [ %401, %399 ], [ %395, %392 ]
  %401 = add nsw i32 %400, -1
  %402 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %401
  %403 = load i8, i8* %402, align 1, !tbaa !5
  %404 = sext i8 %403 to i32
  %405 = call i32 @putchar(i32 %404) #7
  %406 = icmp eq i32 %401, 0
  br i1 %406, label %407, label %399, !llvm.loop !9

407:                                              ; preds = %399
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %343) #7
  %408 = call i32 @putchar(i32 10)
  %409 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@DJFGPOME@big?5?1?50x10000000001?5?$DN?5?$AA@", i32 0, i32 0))
  br label %410

410:                                              ; preds = %445, %407
  %411 = phi i64 [ 0, %407 ], [ %446, %445 ]
  %412 = phi i64 [ 0, %407 ], [ %447, %445 ]
  %413 = phi i32 [ 127, %407 ], [ %452, %445 ]
  %414 = phi i64 [ 0, %407 ], [ %451, %445 ]
  %415 = phi i64 [ 0, %407 ], [ %450, %445 ]
  %416 = phi i64 [ 0, %407 ], [ %449, %445 ]
  %417 = phi i64 [ 0, %407 ], [ %448, %445 ]
  %418 = shl i64 %414, 1
  %419 = call i64 @llvm.fshl.i64(i64 %415, i64 %414, i64 1) #7
  %420 = icmp ugt i32 %413, 63
  %421 = add nsw i32 %413, -64
  %422 = select i1 %420, i32 %421, i32 %413
  %423 = select i1 %420, i64 81985529216486895, i64 -81985529216486896
  %424 = zext i32 %422 to i64
  %425 = lshr i64 %423, %424
  %426 = and i64 %425, 1
  %427 = or i64 %426, %418
  %428 = icmp eq i64 %419, 0
  %429 = icmp ult i64 %427, 1099511627777
  %430 = select i1 %428, i1 %429, i1 false
  br i1 %430, label %445, label %431

431:                                              ; preds = %410
  %432 = add i64 %419, -1
  %433 = add i64 %427, -1099511627777
  %434 = icmp ugt i64 %427, 1099511627776
  %435 = zext i1 %434 to i64
  %436 = add i64 %432, %435
  br i1 %420, label %437, label %441

437:                                              ; preds = %431
  %438 = zext i32 %421 to i64
  %439 = shl nuw i64 1, %438
  %440 = or i64 %417, %439
  br label %445

441:                                              ; preds = %431
  %442 = zext i32 %413 to i64
  %443 = shl nuw i64 1, %442
  %444 = or i64 %416, %443
  br label %445

445:                                              ; preds = %441, %437, %410
  %446 = phi i64 [ %411, %410 ], [ %411, %437 ], [ %444, %441 ]
  %447 = phi i64 [ %412, %410 ], [ %440, %437 ], [ %412, %441 ]
  %448 = phi i64 [ %417, %410 ], [ %440, %437 ], [ %417, %441 ]
  %449 = phi i64 [ %416, %410 ], [ %416, %437 ], [ %444, %441 ]
  %450 = phi i64 [ 0, %410 ], [ %436, %437 ], [ %436, %441 ]
  %451 = phi i64 [ %427, %410 ], [ %433, %437 ], [ %433, %441 ]
  %452 = add nsw i32 %413, -1
  %453 = icmp eq i32 %413, 0
  br i1 %453, label %454, label %410, !llvm.loop !3

454:                                              ; preds = %445
  %455 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i32 0, i32 0), i64 noundef %447, i64 noundef %446) #7
  %456 = call i32 @putchar(i32 10)
  %457 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@GEJBEOKG@big?5?1?5?$CIbig?5?$DO?$DO?53?$CJ?5?$DN?5?$AA@", i32 0, i32 0))
  br label %458

458:                                              ; preds = %495, %454
  %459 = phi i64 [ 0, %454 ], [ %496, %495 ]
  %460 = phi i64 [ 0, %454 ], [ %497, %495 ]
  %461 = phi i32 [ 127, %454 ], [ %502, %495 ]
  %462 = phi i64 [ 0, %454 ], [ %501, %495 ]
  %463 = phi i64 [ 0, %454 ], [ %500, %495 ]
  %464 = phi i64 [ 0, %454 ], [ %499, %495 ]
  %465 = phi i64 [ 0, %454 ], [ %498, %495 ]
  %466 = shl i64 %462, 1
  %467 = call i64 @llvm.fshl.i64(i64 %463, i64 %462, i64 1) #7
  %468 = icmp ugt i32 %461, 63
  %469 = add nsw i32 %461, -64
  %470 = select i1 %468, i32 %469, i32 %461
  %471 = select i1 %468, i64 81985529216486895, i64 -81985529216486896
  %472 = zext i32 %470 to i64
  %473 = lshr i64 %471, %472
  %474 = and i64 %473, 1
  %475 = or i64 %474, %466
  %476 = icmp ult i64 %467, 10248191152060861
  %477 = icmp eq i64 %467, 10248191152060861
  %478 = icmp ult i64 %475, -10248191152060862
  %479 = select i1 %477, i1 %478, i1 false
  %480 = select i1 %476, i1 true, i1 %479
  br i1 %480, label %495, label %481

481:                                              ; preds = %458
  %482 = add i64 %467, -10248191152060862
  %483 = add i64 %475, 10248191152060862
  %484 = icmp ugt i64 %475, -10248191152060863
  %485 = zext i1 %484 to i64
  %486 = add i64 %482, %485
  br i1 %468, label %487, label %491

487:                                              ; preds = %481
  %488 = zext i32 %469 to i64
  %489 = shl nuw i64 1, %488
  %490 = or i64 %465, %489
  br label %495

491:                                              ; preds = %481
  %492 = zext i32 %461 to i64
  %493 = shl nuw i64 1, %492
  %494 = or i64 %464, %493
  br label %495

495:                                              ; preds = %491, %487, %458
  %496 = phi i64 [ %459, %458 ], [ %459, %487 ], [ %494, %491 ]
  %497 = phi i64 [ %460, %458 ], [ %490, %487 ], [ %460, %491 ]
  %498 = phi i64 [ %465, %458 ], [ %490, %487 ], [ %465, %491 ]
  %499 = phi i64 [ %464, %458 ], [ %464, %487 ], [ %494, %491 ]
  %500 = phi i64 [ %467, %458 ], [ %486, %487 ], [ %486, %491 ]
  %501 = phi i64 [ %475, %458 ], [ %483, %487 ], [ %483, %491 ]
  %502 = add nsw i32 %461, -1
  %503 = icmp eq i32 %461, 0
  br i1 %503, label %504, label %458, !llvm.loop !3

504:                                              ; preds = %495
  %505 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %505) #7
  br label %506

506:                                              ; preds = %554, %504
  %507 = phi i64 [ %496, %504 ], [ %547, %554 ]
  %508 = phi i64 [ %497, %504 ], [ %546, %554 ]
  %509 = phi i32 [ 0, %504 ], [ %557, %554 ]
  br label %510

510:                                              ; preds = %545, %506
  %511 = phi i64 [ 0, %506 ], [ %546, %545 ]
  %512 = phi i64 [ 0, %506 ], [ %547, %545 ]
  %513 = phi i32 [ 127, %506 ], [ %552, %545 ]
  %514 = phi i64 [ 0, %506 ], [ %551, %545 ]
  %515 = phi i64 [ 0, %506 ], [ %550, %545 ]
  %516 = phi i64 [ 0, %506 ], [ %549, %545 ]
  %517 = phi i64 [ 0, %506 ], [ %548, %545 ]
  %518 = shl i64 %514, 1
  %519 = call i64 @llvm.fshl.i64(i64 %515, i64 %514, i64 1) #7
  %520 = icmp ugt i32 %513, 63
  %521 = add nsw i32 %513, -64
  %522 = select i1 %520, i32 %521, i32 %513
  %523 = select i1 %520, i64 %508, i64 %507
  %524 = zext i32 %522 to i64
  %525 = lshr i64 %523, %524
  %526 = and i64 %525, 1
  %527 = or i64 %526, %518
  %528 = icmp eq i64 %519, 0
  %529 = icmp ult i64 %527, 10
  %530 = select i1 %528, i1 %529, i1 false
  br i1 %530, label %545, label %531

531:                                              ; preds = %510
  %532 = add i64 %519, -1
  %533 = add i64 %527, -10
  %534 = icmp ugt i64 %527, 9
  %535 = zext i1 %534 to i64
  %536 = add i64 %532, %535
  br i1 %520, label %537, label %541

537:                                              ; preds = %531
  %538 = zext i32 %521 to i64
  %539 = shl nuw i64 1, %538
  %540 = or i64 %517, %539
  br label %545

541:                                              ; preds = %531
  %542 = zext i32 %513 to i64
  %543 = shl nuw i64 1, %542
  %544 = or i64 %516, %543
  br label %545

545:                                              ; preds = %541, %537, %510
  %546 = phi i64 [ %511, %510 ], [ %540, %537 ], [ %511, %541 ]
  %547 = phi i64 [ %512, %510 ], [ %512, %537 ], [ %544, %541 ]
  %548 = phi i64 [ %517, %510 ], [ %540, %537 ], [ %517, %541 ]
  %549 = phi i64 [ %516, %510 ], [ %516, %537 ], [ %544, %541 ]
  %550 = phi i64 [ 0, %510 ], [ %536, %537 ], [ %536, %541 ]
  %551 = phi i64 [ %527, %510 ], [ %533, %537 ], [ %533, %541 ]
  %552 = add nsw i32 %513, -1
  %553 = icmp eq i32 %513, 0
  br i1 %553, label %554, label %510, !llvm.loop !3

554:                                              ; preds = %545
  %555 = trunc i64 %551 to i8
  %556 = add i8 %555, 48
  %557 = add nuw nsw i32 %509, 1
  %558 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %509
  store i8 %556, i8* %558, align 1, !tbaa !5
  %559 = or i64 %547, %546
  %560 = icmp eq i64 %559, 0
  br i1 %560, label %561, label %506, !llvm.loop !8

561:                                              ; preds = %554, %561
  %562 = phi i32 [ %563, %561 ], [ %557, %554 ]
  %563 = add nsw i32 %562, -1
  %564 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %563
  %565 = load i8, i8* %564, align 1, !tbaa !5
  %566 = sext i8 %565 to i32
  %567 = call i32 @putchar(i32 %566) #7
  %568 = icmp eq i32 %563, 0
  br i1 %568, label %569, label %561, !llvm.loop !9

569:                                              ; preds = %561
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %505) #7
  %570 = call i32 @putchar(i32 10)
  %571 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09MMIBJKPC@1?$DM?$DM127?5?$DN?5?$AA@", i32 0, i32 0))
  %572 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 0) #7
  %573 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DMHJGOJN@?0?5?$DO?$DO64?5?$DN?5?$AA@", i32 0, i32 0))
  %574 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i32 0, i32 0), i64 noundef 0, i64 noundef -9223372036854775808) #7
  %575 = call i32 @putchar(i32 10)
  %576 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DJLNNOKD@rotl13?5?$DN?5?$AA@", i32 0, i32 0))
  %577 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@GHPPLCPP@0x?$CF016llx?$CF016llx?$AA@", i32 0, i32 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #7
  %578 = call i32 @putchar(i32 10)
  br label %667

579:                                              ; preds = %667
  %580 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@OGHFMCKC@fib?$CI150?$CJ?5?$DN?5?$AA@", i32 0, i32 0))
  %581 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %581) #7
  br label %582

582:                                              ; preds = %630, %579
  %583 = phi i64 [ %679, %579 ], [ %623, %630 ]
  %584 = phi i64 [ %682, %579 ], [ %622, %630 ]
  %585 = phi i32 [ 0, %579 ], [ %633, %630 ]
  br label %586

586:                                              ; preds = %621, %582
  %587 = phi i64 [ 0, %582 ], [ %622, %621 ]
  %588 = phi i64 [ 0, %582 ], [ %623, %621 ]
  %589 = phi i32 [ 127, %582 ], [ %628, %621 ]
  %590 = phi i64 [ 0, %582 ], [ %627, %621 ]
  %591 = phi i64 [ 0, %582 ], [ %626, %621 ]
  %592 = phi i64 [ 0, %582 ], [ %625, %621 ]
  %593 = phi i64 [ 0, %582 ], [ %624, %621 ]
  %594 = shl i64 %590, 1
  %595 = call i64 @llvm.fshl.i64(i64 %591, i64 %590, i64 1) #7
  %596 = icmp ugt i32 %589, 63
  %597 = add nsw i32 %589, -64
  %598 = select i1 %596, i32 %597, i32 %589
  %599 = select i1 %596, i64 %584, i64 %583
  %600 = zext i32 %598 to i64
  %601 = lshr i64 %599, %600
  %602 = and i64 %601, 1
  %603 = or i64 %602, %594
  %604 = icmp eq i64 %595, 0
  %605 = icmp ult i64 %603, 10
  %606 = select i1 %604, i1 %605, i1 false
  br i1 %606, label %621, label %607

607:                                              ; preds = %586
  %608 = add i64 %595, -1
  %609 = add i64 %603, -10
  %610 = icmp ugt i64 %603, 9
  %611 = zext i1 %610 to i64
  %612 = add i64 %608, %611
  br i1 %596, label %613, label %617

613:                                              ; preds = %607
  %614 = zext i32 %597 to i64
  %615 = shl nuw i64 1, %614
  %616 = or i64 %593, %615
  br label %621

617:                                              ; preds = %607
  %618 = zext i32 %589 to i64
  %619 = shl nuw i64 1, %618
  %620 = or i64 %592, %619
  br label %621

621:                                              ; preds = %617, %613, %586
  %622 = phi i64 [ %587, %586 ], [ %616, %613 ], [ %587, %617 ]
  %623 = phi i64 [ %588, %586 ], [ %588, %613 ], [ %620, %617 ]
  %624 = phi i64 [ %593, %586 ], [ %616, %613 ], [ %593, %617 ]
  %625 = phi i64 [ %592, %586 ], [ %592, %613 ], [ %620, %617 ]
  %626 = phi i64 [ 0, %586 ], [ %612, %613 ], [ %612, %617 ]
  %627 = phi i64 [ %603, %586 ], [ %609, %613 ], [ %609, %617 ]
  %628 = add nsw i32 %589, -1
  %629 = icmp eq i32 %589, 0
  br i1 %629, label %630, label %586, !llvm.loop !3

630:                                              ; preds = %621
  %631 = trunc i64 %627 to i8
  %632 = add i8 %631, 48
  %633 = add nuw nsw i32 %585, 1
  %634 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %585
  store i8 %632, i8* %634, align 1, !tbaa !5
  %635 = or i64 %623, %622
  %636 = icmp eq i64 %635, 0
  br i1 %636, label %637, label %582, !llvm.loop !8

637:                                              ; preds = %630, %637
  %638 = phi i32 [ %639, %637 ], [ %633, %630 ]
  %639 = add nsw i32 %638, -1
  %640 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %639
  %641 = load i8, i8* %640, align 1, !tbaa !5
  %642 = sext i8 %641 to i32
  %643 = call i32 @putchar(i32 %642) #7
  %644 = icmp eq i32 %639, 0
  br i1 %644, label %645, label %637, !llvm.loop !9

645:                                              ; preds = %637
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %581) #7
  %646 = call i32 @putchar(i32 10)
  %647 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@NFBEJLFK@mulhi?5?$DN?5?$CF016llx?5mullo?5?$DN?5?$CF016llx?6@", i32 0, i32 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %648 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DOEPNLKF@cmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %200, label %656, label %649

649:                                              ; preds = %645
  %650 = add i64 %183, %193
  %651 = add i64 %650, %194
  %652 = uitofp i64 %651 to double
  %653 = uitofp i64 %182 to double
  %654 = call double @llvm.fmuladd.f64(double %652, double 0x43F0000000000000, double %653) #7
  %655 = fneg double %654
  br label %660

656:                                              ; preds = %645
  %657 = uitofp i64 %195 to double
  %658 = uitofp i64 %196 to double
  %659 = call double @llvm.fmuladd.f64(double %657, double 0x43F0000000000000, double %658) #7
  br label %660

660:                                              ; preds = %649, %656
  %661 = phi double [ %655, %649 ], [ %659, %656 ]
  %662 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KGHJMACI@to?5double?3?5?$CF?46e?5?$CF?46e?6?$AA@", i32 0, i32 0), double noundef 0x47EBC3789A33DF96, double noundef %661)
  %663 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BBECEKAF@from?5double?3?5?$AA@", i32 0, i32 0))
  call fastcc void @put_i(i64 -81315162937, i64 -7615305494906798080)
  %664 = call i32 @putchar(i32 10)
  %665 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @"??_C@_0EL@GCOGIEKH@llmin?5?$CFlld?5llmax?5?$CFlld?0?5min?12?5?$CFll@", i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %666 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @"??_C@_0DM@DOMLJHMM@ullmax?5?$CFllu?0?5?13?5?$CFllu?0?5?$CF?$CF10?5?$CFllu?0@", i32 0, i32 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %215) #7
  ret i32 28

667:                                              ; preds = %667, %569
  %668 = phi i32 [ 0, %569 ], [ %688, %667 ]
  %669 = phi i64 [ 0, %569 ], [ %679, %667 ]
  %670 = phi i64 [ 0, %569 ], [ %682, %667 ]
  %671 = phi i64 [ 1, %569 ], [ %684, %667 ]
  %672 = phi i64 [ 0, %569 ], [ %687, %667 ]
  %673 = add i64 %670, %672
  %674 = add i64 %669, %671
  %675 = icmp ult i64 %674, %669
  %676 = zext i1 %675 to i64
  %677 = add i64 %673, %676
  %678 = add i64 %672, %677
  %679 = add i64 %671, %674
  %680 = icmp ult i64 %679, %671
  %681 = zext i1 %680 to i64
  %682 = add i64 %678, %681
  %683 = add i64 %677, %682
  %684 = add i64 %674, %679
  %685 = icmp ult i64 %684, %674
  %686 = zext i1 %685 to i64
  %687 = add i64 %683, %686
  %688 = add nuw nsw i32 %668, 3
  %689 = icmp eq i32 %688, 150
  br i1 %689, label %579, label %667, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i(i64 %0, i64 %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = icmp sgt i64 %0, -1
  br i1 %5, label %78, label %6

6:                                                ; preds = %2
  %7 = tail call i32 @putchar(i32 45)
  %8 = xor i64 %0, -1
  %9 = icmp eq i64 %1, 0
  %10 = zext i1 %9 to i64
  %11 = add i64 %10, %8
  %12 = sub i64 0, %1
  %13 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %13) #7
  br label %14

14:                                               ; preds = %62, %6
  %15 = phi i64 [ %12, %6 ], [ %55, %62 ]
  %16 = phi i64 [ %11, %6 ], [ %54, %62 ]
  %17 = phi i32 [ 0, %6 ], [ %65, %62 ]
  br label %18

18:                                               ; preds = %53, %14
  %19 = phi i64 [ 0, %14 ], [ %54, %53 ]
  %20 = phi i64 [ 0, %14 ], [ %55, %53 ]
  %21 = phi i32 [ 127, %14 ], [ %60, %53 ]
  %22 = phi i64 [ 0, %14 ], [ %59, %53 ]
  %23 = phi i64 [ 0, %14 ], [ %58, %53 ]
  %24 = phi i64 [ 0, %14 ], [ %57, %53 ]
  %25 = phi i64 [ 0, %14 ], [ %56, %53 ]
  %26 = shl i64 %22, 1
  %27 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %22, i64 1) #7
  %28 = icmp ugt i32 %21, 63
  %29 = add nsw i32 %21, -64
  %30 = select i1 %28, i32 %29, i32 %21
  %31 = select i1 %28, i64 %16, i64 %15
  %32 = zext i32 %30 to i64
  %33 = lshr i64 %31, %32
  %34 = and i64 %33, 1
  %35 = or i64 %34, %26
  %36 = icmp eq i64 %27, 0
  %37 = icmp ult i64 %35, 10
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %53, label %39

39:                                               ; preds = %18
  %40 = add i64 %27, -1
  %41 = add i64 %35, -10
  %42 = icmp ugt i64 %35, 9
  %43 = zext i1 %42 to i64
  %44 = add i64 %40, %43
  br i1 %28, label %45, label %49

45:                                               ; preds = %39
  %46 = zext i32 %29 to i64
  %47 = shl nuw i64 1, %46
  %48 = or i64 %25, %47
  br label %53

49:                                               ; preds = %39
  %50 = zext i32 %21 to i64
  %51 = shl nuw i64 1, %50
  %52 = or i64 %24, %51
  br label %53

53:                                               ; preds = %49, %45, %18
  %54 = phi i64 [ %19, %18 ], [ %48, %45 ], [ %19, %49 ]
  %55 = phi i64 [ %20, %18 ], [ %20, %45 ], [ %52, %49 ]
  %56 = phi i64 [ %25, %18 ], [ %48, %45 ], [ %25, %49 ]
  %57 = phi i64 [ %24, %18 ], [ %24, %45 ], [ %52, %49 ]
  %58 = phi i64 [ 0, %18 ], [ %44, %45 ], [ %44, %49 ]
  %59 = phi i64 [ %35, %18 ], [ %41, %45 ], [ %41, %49 ]
  %60 = add nsw i32 %21, -1
  %61 = icmp eq i32 %21, 0
  br i1 %61, label %62, label %18, !llvm.loop !3

62:                                               ; preds = %53
  %63 = trunc i64 %59 to i8
  %64 = add i8 %63, 48
  %65 = add nuw nsw i32 %17, 1
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %17
  store i8 %64, i8* %66, align 1, !tbaa !5
  %67 = or i64 %55, %54
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %69, label %14, !llvm.loop !8

69:                                               ; preds = %62, %69
  %70 = phi i32 [ %71, %69 ], [ %65, %62 ]
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !5
  %74 = sext i8 %73 to i32
  %75 = tail call i32 @putchar(i32 %74) #7
  %76 = icmp eq i32 %71, 0
  br i1 %76, label %77, label %69, !llvm.loop !9

77:                                               ; preds = %69
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %13) #7
  br label %144

78:                                               ; preds = %2
  %79 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %79) #7
  br label %80

80:                                               ; preds = %128, %78
  %81 = phi i64 [ %1, %78 ], [ %121, %128 ]
  %82 = phi i64 [ %0, %78 ], [ %120, %128 ]
  %83 = phi i32 [ 0, %78 ], [ %131, %128 ]
  br label %84

84:                                               ; preds = %119, %80
  %85 = phi i64 [ 0, %80 ], [ %120, %119 ]
  %86 = phi i64 [ 0, %80 ], [ %121, %119 ]
  %87 = phi i32 [ 127, %80 ], [ %126, %119 ]
  %88 = phi i64 [ 0, %80 ], [ %125, %119 ]
  %89 = phi i64 [ 0, %80 ], [ %124, %119 ]
  %90 = phi i64 [ 0, %80 ], [ %123, %119 ]
  %91 = phi i64 [ 0, %80 ], [ %122, %119 ]
  %92 = shl i64 %88, 1
  %93 = tail call i64 @llvm.fshl.i64(i64 %89, i64 %88, i64 1) #7
  %94 = icmp ugt i32 %87, 63
  %95 = add nsw i32 %87, -64
  %96 = select i1 %94, i32 %95, i32 %87
  %97 = select i1 %94, i64 %82, i64 %81
  %98 = zext i32 %96 to i64
  %99 = lshr i64 %97, %98
  %100 = and i64 %99, 1
  %101 = or i64 %100, %92
  %102 = icmp eq i64 %93, 0
  %103 = icmp ult i64 %101, 10
  %104 = select i1 %102, i1 %103, i1 false
  br i1 %104, label %119, label %105

105:                                              ; preds = %84
  %106 = add i64 %93, -1
  %107 = add i64 %101, -10
  %108 = icmp ugt i64 %101, 9
  %109 = zext i1 %108 to i64
  %110 = add i64 %106, %109
  br i1 %94, label %111, label %115

111:                                              ; preds = %105
  %112 = zext i32 %95 to i64
  %113 = shl nuw i64 1, %112
  %114 = or i64 %91, %113
  br label %119

115:                                              ; preds = %105
  %116 = zext i32 %87 to i64
  %117 = shl nuw i64 1, %116
  %118 = or i64 %90, %117
  br label %119

119:                                              ; preds = %115, %111, %84
  %120 = phi i64 [ %85, %84 ], [ %114, %111 ], [ %85, %115 ]
  %121 = phi i64 [ %86, %84 ], [ %86, %111 ], [ %118, %115 ]
  %122 = phi i64 [ %91, %84 ], [ %114, %111 ], [ %91, %115 ]
  %123 = phi i64 [ %90, %84 ], [ %90, %111 ], [ %118, %115 ]
  %124 = phi i64 [ 0, %84 ], [ %110, %111 ], [ %110, %115 ]
  %125 = phi i64 [ %101, %84 ], [ %107, %111 ], [ %107, %115 ]
  %126 = add nsw i32 %87, -1
  %127 = icmp eq i32 %87, 0
  br i1 %127, label %128, label %84, !llvm.loop !3

128:                                              ; preds = %119
  %129 = trunc i64 %125 to i8
  %130 = add i8 %129, 48
  %131 = add nuw nsw i32 %83, 1
  %132 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %83
  store i8 %130, i8* %132, align 1, !tbaa !5
  %133 = or i64 %121, %120
  %134 = icmp eq i64 %133, 0
  br i1 %134, label %135, label %80, !llvm.loop !8

135:                                              ; preds = %128, %135
  %136 = phi i32 [ %137, %135 ], [ %131, %128 ]
  %137 = add nsw i32 %136, -1
  %138 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %137
  %139 = load i8, i8* %138, align 1, !tbaa !5
  %140 = sext i8 %139 to i32
  %141 = tail call i32 @putchar(i32 %140) #7
  %142 = icmp eq i32 %137, 0
  br i1 %142, label %143, label %135, !llvm.loop !9

143:                                              ; preds = %135
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %79) #7
  br label %144

144:                                              ; preds = %143, %77
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @sdiv(%struct.U* noalias nocapture writeonly sret(%struct.U) align 8 %0, i64 %1, i64 %2, i64 %3, i64 %4, %struct.U* noundef writeonly %5) unnamed_addr #3 {
  %7 = lshr i64 %1, 63
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %3, 63
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i64 %3, -1
  br i1 %11, label %18, label %12

12:                                               ; preds = %6
  %13 = xor i64 %3, -1
  %14 = icmp eq i64 %4, 0
  %15 = zext i1 %14 to i64
  %16 = add i64 %15, %13
  %17 = sub i64 0, %4
  br label %18

18:                                               ; preds = %6, %12
  %19 = phi i64 [ %17, %12 ], [ %4, %6 ]
  %20 = phi i64 [ %16, %12 ], [ %3, %6 ]
  %21 = icmp sgt i64 %1, -1
  br i1 %21, label %28, label %22

22:                                               ; preds = %18
  %23 = xor i64 %1, -1
  %24 = icmp eq i64 %2, 0
  %25 = zext i1 %24 to i64
  %26 = add i64 %25, %23
  %27 = sub i64 0, %2
  br label %28

28:                                               ; preds = %18, %22
  %29 = phi i64 [ %27, %22 ], [ %2, %18 ]
  %30 = phi i64 [ %26, %22 ], [ %1, %18 ]
  %31 = xor i64 %20, -1
  %32 = icmp eq i64 %19, 0
  %33 = zext i1 %32 to i64
  %34 = add i64 %33, %31
  br label %35

35:                                               ; preds = %72, %28
  %36 = phi i64 [ 0, %28 ], [ %73, %72 ]
  %37 = phi i64 [ 0, %28 ], [ %74, %72 ]
  %38 = phi i32 [ 127, %28 ], [ %79, %72 ]
  %39 = phi i64 [ 0, %28 ], [ %78, %72 ]
  %40 = phi i64 [ 0, %28 ], [ %77, %72 ]
  %41 = phi i64 [ 0, %28 ], [ %76, %72 ]
  %42 = phi i64 [ 0, %28 ], [ %75, %72 ]
  %43 = shl i64 %39, 1
  %44 = tail call i64 @llvm.fshl.i64(i64 %40, i64 %39, i64 1) #7
  %45 = icmp ugt i32 %38, 63
  %46 = add nsw i32 %38, -64
  %47 = select i1 %45, i32 %46, i32 %38
  %48 = select i1 %45, i64 %30, i64 %29
  %49 = zext i32 %47 to i64
  %50 = lshr i64 %48, %49
  %51 = and i64 %50, 1
  %52 = or i64 %51, %43
  %53 = icmp ult i64 %44, %20
  %54 = icmp eq i64 %44, %20
  %55 = icmp ult i64 %52, %19
  %56 = select i1 %54, i1 %55, i1 false
  %57 = select i1 %53, i1 true, i1 %56
  br i1 %57, label %72, label %58

58:                                               ; preds = %35
  %59 = add i64 %34, %44
  %60 = sub i64 %52, %19
  %61 = icmp ult i64 %60, %52
  %62 = zext i1 %61 to i64
  %63 = add i64 %59, %62
  br i1 %45, label %64, label %68

64:                                               ; preds = %58
  %65 = zext i32 %46 to i64
  %66 = shl nuw i64 1, %65
  %67 = or i64 %42, %66
  br label %72

68:                                               ; preds = %58
  %69 = zext i32 %38 to i64
  %70 = shl nuw i64 1, %69
  %71 = or i64 %41, %70
  br label %72

72:                                               ; preds = %68, %64, %35
  %73 = phi i64 [ %36, %35 ], [ %36, %64 ], [ %71, %68 ]
  %74 = phi i64 [ %37, %35 ], [ %67, %64 ], [ %37, %68 ]
  %75 = phi i64 [ %42, %35 ], [ %67, %64 ], [ %42, %68 ]
  %76 = phi i64 [ %41, %35 ], [ %41, %64 ], [ %71, %68 ]
  %77 = phi i64 [ %44, %35 ], [ %63, %64 ], [ %63, %68 ]
  %78 = phi i64 [ %52, %35 ], [ %60, %64 ], [ %60, %68 ]
  %79 = add nsw i32 %38, -1
  %80 = icmp eq i32 %38, 0
  br i1 %80, label %81, label %35, !llvm.loop !3

81:                                               ; preds = %72
  %82 = icmp eq %struct.U* %5, null
  br i1 %82, label %95, label %83

83:                                               ; preds = %81
  br i1 %21, label %90, label %84

84:                                               ; preds = %83
  %85 = xor i64 %77, -1
  %86 = icmp eq i64 %78, 0
  %87 = zext i1 %86 to i64
  %88 = add i64 %87, %85
  %89 = sub i64 0, %78
  br label %90

90:                                               ; preds = %83, %84
  %91 = phi i64 [ %88, %84 ], [ %77, %83 ]
  %92 = phi i64 [ %89, %84 ], [ %78, %83 ]
  %93 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  store i64 %91, i64* %93, align 8
  %94 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  store i64 %92, i64* %94, align 8
  br label %95

95:                                               ; preds = %90, %81
  %96 = icmp eq i32 %8, %10
  br i1 %96, label %103, label %97

97:                                               ; preds = %95
  %98 = xor i64 %74, -1
  %99 = icmp eq i64 %73, 0
  %100 = zext i1 %99 to i64
  %101 = add i64 %100, %98
  %102 = sub i64 0, %73
  br label %103

103:                                              ; preds = %95, %97
  %104 = phi i64 [ %101, %97 ], [ %74, %95 ]
  %105 = phi i64 [ %102, %97 ], [ %73, %95 ]
  %106 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  store i64 %104, i64* %106, align 8
  %107 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  store i64 %105, i64* %107, align 8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = !{!11, !12, i64 0}
!11 = !{!"U", !12, i64 0, !12, i64 8}
!12 = !{!"long long", !6, i64 0}
!13 = !{!11, !12, i64 8}
!14 = !{i64 0, i64 8, !15, i64 8, i64 8, !15}
!15 = !{!12, !12, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18, !"udivmod: argument 0"}
!18 = distinct !{!18, !"udivmod"}
!19 = !{i64 0, i64 8, !15}
!20 = distinct !{!20, !4}
