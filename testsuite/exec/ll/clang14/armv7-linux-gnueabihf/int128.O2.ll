; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1

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
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
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
  %24 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %20, i64 1) #7
  %25 = shl i64 %20, 1
  %26 = icmp ugt i32 %19, 63
  %27 = add nsw i32 %19, -64
  %28 = select i1 %26, i32 %27, i32 %19
  %29 = select i1 %26, i64 %14, i64 %13
  %30 = zext i32 %28 to i64
  %31 = lshr i64 %29, %30
  %32 = and i64 %31, 1
  %33 = or i64 %32, %25
  %34 = icmp eq i64 %24, 0
  %35 = icmp ult i64 %33, 10
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %51, label %37

37:                                               ; preds = %16
  %38 = add i64 %24, -1
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
  br i1 %59, label %60, label %16, !llvm.loop !9

60:                                               ; preds = %51
  %61 = trunc i64 %57 to i8
  %62 = add i8 %61, 48
  %63 = add nuw nsw i32 %15, 1
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %15
  store i8 %62, i8* %64, align 1, !tbaa !11
  %65 = or i64 %53, %52
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %12, !llvm.loop !14

67:                                               ; preds = %60, %67
  %68 = phi i32 [ %69, %67 ], [ %63, %60 ]
  %69 = add nsw i32 %68, -1
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %69
  %71 = load i8, i8* %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = tail call i32 @putchar(i32 %72) #7
  %74 = icmp eq i32 %69, 0
  br i1 %74, label %75, label %67, !llvm.loop !15

75:                                               ; preds = %67
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %11) #7
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -2, i64 noundef 1) #7
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
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
  %93 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %89, i64 1) #7
  %94 = shl i64 %89, 1
  %95 = icmp ugt i32 %88, 63
  %96 = add nsw i32 %88, -64
  %97 = select i1 %95, i32 %96, i32 %88
  %98 = select i1 %95, i64 %83, i64 %82
  %99 = zext i32 %97 to i64
  %100 = lshr i64 %98, %99
  %101 = and i64 %100, 1
  %102 = or i64 %101, %94
  %103 = icmp eq i64 %93, 0
  %104 = icmp ult i64 %102, 10
  %105 = select i1 %103, i1 %104, i1 false
  br i1 %105, label %120, label %106

106:                                              ; preds = %85
  %107 = add i64 %93, -1
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
  br i1 %128, label %129, label %85, !llvm.loop !9

129:                                              ; preds = %120
  %130 = trunc i64 %126 to i8
  %131 = add i8 %130, 48
  %132 = add nuw nsw i32 %84, 1
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %84
  store i8 %131, i8* %133, align 1, !tbaa !11
  %134 = or i64 %122, %121
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %136, label %81, !llvm.loop !14

136:                                              ; preds = %129, %136
  %137 = phi i32 [ %138, %136 ], [ %132, %129 ]
  %138 = add nsw i32 %137, -1
  %139 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !11
  %141 = zext i8 %140 to i32
  %142 = tail call i32 @putchar(i32 %141) #7
  %143 = icmp eq i32 %138, 0
  br i1 %143, label %144, label %136, !llvm.loop !15

144:                                              ; preds = %136
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %80) #7
  %145 = tail call i32 @putchar(i32 10)
  br label %146

146:                                              ; preds = %144, %181
  %147 = phi i64 [ 0, %144 ], [ %182, %181 ]
  %148 = phi i64 [ 0, %144 ], [ %183, %181 ]
  %149 = phi i32 [ 127, %144 ], [ %188, %181 ]
  %150 = phi i64 [ 0, %144 ], [ %187, %181 ]
  %151 = phi i64 [ 0, %144 ], [ %186, %181 ]
  %152 = phi i64 [ 0, %144 ], [ %185, %181 ]
  %153 = phi i64 [ 0, %144 ], [ %184, %181 ]
  %154 = tail call i64 @llvm.fshl.i64(i64 %151, i64 %150, i64 1) #7
  %155 = shl i64 %150, 1
  %156 = icmp ugt i32 %149, 63
  %157 = add nsw i32 %149, -64
  %158 = select i1 %156, i32 %157, i32 %149
  %159 = select i1 %156, i64 -2442141968323793790, i64 4926277576697053184
  %160 = zext i32 %158 to i64
  %161 = lshr i64 %159, %160
  %162 = and i64 %161, 1
  %163 = or i64 %162, %155
  %164 = icmp eq i64 %154, 0
  %165 = icmp ult i64 %163, 3
  %166 = select i1 %164, i1 %165, i1 false
  br i1 %166, label %181, label %167

167:                                              ; preds = %146
  %168 = add i64 %154, -1
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
  br i1 %189, label %190, label %146, !llvm.loop !9

190:                                              ; preds = %181
  %191 = xor i64 %183, -1
  %192 = icmp eq i64 %182, 0
  %193 = sext i1 %192 to i64
  %194 = zext i1 %192 to i64
  %195 = add i64 %194, %191
  %196 = sub i64 0, %182
  %197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %198 = insertvalue [2 x i64] poison, i64 %195, 0
  %199 = insertvalue [2 x i64] %198, i64 %196, 1
  tail call fastcc void @put_i([2 x i64] %199)
  %200 = tail call i32 @putchar(i32 10)
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  %202 = icmp sgt i64 %195, -1
  br i1 %202, label %203, label %206

203:                                              ; preds = %190
  %204 = lshr i64 %195, 7
  %205 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %196, i64 57) #7
  br label %213

206:                                              ; preds = %190
  %207 = sub i64 %183, %194
  %208 = add i64 %182, -1
  %209 = tail call i64 @llvm.fshl.i64(i64 %207, i64 %208, i64 57) #7
  %210 = lshr i64 %195, 7
  %211 = or i64 %210, -144115188075855872
  %212 = xor i64 %209, -1
  br label %213

213:                                              ; preds = %203, %206
  %214 = phi i64 [ %204, %203 ], [ %211, %206 ]
  %215 = phi i64 [ %205, %203 ], [ %212, %206 ]
  %216 = insertvalue [2 x i64] poison, i64 %214, 0
  %217 = insertvalue [2 x i64] %216, i64 %215, 1
  tail call fastcc void @put_i([2 x i64] %217)
  %218 = tail call i32 @putchar(i32 10)
  %219 = bitcast %struct.U* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %219) #7
  %220 = bitcast %struct.U* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %220) #7
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 8 %8, [2 x i64] %199, [2 x i64] [i64 0, i64 1000003], %struct.U* noundef nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %220) #7
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0))
  %222 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %223 = load i64, i64* %222, align 8
  %224 = insertvalue [2 x i64] poison, i64 %223, 0
  %225 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %226 = load i64, i64* %225, align 8
  %227 = insertvalue [2 x i64] %224, i64 %226, 1
  call fastcc void @put_i([2 x i64] %227)
  %228 = call i32 @putchar(i32 10)
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0))
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 8 %9, [2 x i64] %199, [2 x i64] [i64 -1, i64 -999], %struct.U* noundef null)
  %230 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %231 = load i64, i64* %230, align 8
  %232 = insertvalue [2 x i64] poison, i64 %231, 0
  %233 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %234 = load i64, i64* %233, align 8
  %235 = insertvalue [2 x i64] %232, i64 %234, 1
  call fastcc void @put_i([2 x i64] %235)
  %236 = call i32 @putchar(i32 10)
  br label %237

237:                                              ; preds = %213, %272
  %238 = phi i64 [ 0, %213 ], [ %273, %272 ]
  %239 = phi i64 [ 0, %213 ], [ %274, %272 ]
  %240 = phi i32 [ 127, %213 ], [ %279, %272 ]
  %241 = phi i64 [ 0, %213 ], [ %278, %272 ]
  %242 = phi i64 [ 0, %213 ], [ %277, %272 ]
  %243 = phi i64 [ 0, %213 ], [ %276, %272 ]
  %244 = phi i64 [ 0, %213 ], [ %275, %272 ]
  %245 = call i64 @llvm.fshl.i64(i64 %242, i64 %241, i64 1) #7
  %246 = shl i64 %241, 1
  %247 = icmp ugt i32 %240, 63
  %248 = add nsw i32 %240, -64
  %249 = select i1 %247, i32 %248, i32 %240
  %250 = select i1 %247, i64 -2442141968323793790, i64 4926277576697053184
  %251 = zext i32 %249 to i64
  %252 = lshr i64 %250, %251
  %253 = and i64 %252, 1
  %254 = or i64 %253, %246
  %255 = icmp eq i64 %245, 0
  %256 = icmp ult i64 %254, 1000000007
  %257 = select i1 %255, i1 %256, i1 false
  br i1 %257, label %272, label %258

258:                                              ; preds = %237
  %259 = add i64 %245, -1
  %260 = add i64 %254, -1000000007
  %261 = icmp ugt i64 %254, 1000000006
  %262 = zext i1 %261 to i64
  %263 = add i64 %259, %262
  br i1 %247, label %264, label %268

264:                                              ; preds = %258
  %265 = zext i32 %248 to i64
  %266 = shl nuw i64 1, %265
  %267 = or i64 %244, %266
  br label %272

268:                                              ; preds = %258
  %269 = zext i32 %240 to i64
  %270 = shl nuw i64 1, %269
  %271 = or i64 %243, %270
  br label %272

272:                                              ; preds = %268, %264, %237
  %273 = phi i64 [ %238, %237 ], [ %238, %264 ], [ %271, %268 ]
  %274 = phi i64 [ %239, %237 ], [ %267, %264 ], [ %239, %268 ]
  %275 = phi i64 [ %244, %237 ], [ %267, %264 ], [ %244, %268 ]
  %276 = phi i64 [ %243, %237 ], [ %243, %264 ], [ %271, %268 ]
  %277 = phi i64 [ 0, %237 ], [ %263, %264 ], [ %263, %268 ]
  %278 = phi i64 [ %254, %237 ], [ %260, %264 ], [ %260, %268 ]
  %279 = add nsw i32 %240, -1
  %280 = icmp eq i32 %240, 0
  br i1 %280, label %281, label %237, !llvm.loop !9

281:                                              ; preds = %272
  store i64 %277, i64* %222, align 8, !tbaa.struct !16, !noalias !19
  store i64 %278, i64* %225, align 8, !tbaa.struct !22, !noalias !19
  %282 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0))
  %283 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %283) #7
  br label %284

284:                                              ; preds = %332, %281
  %285 = phi i64 [ %273, %281 ], [ %325, %332 ]
  %286 = phi i64 [ %274, %281 ], [ %324, %332 ]
  %287 = phi i32 [ 0, %281 ], [ %335, %332 ]
  br label %288

288:                                              ; preds = %323, %284
  %289 = phi i64 [ 0, %284 ], [ %324, %323 ]
  %290 = phi i64 [ 0, %284 ], [ %325, %323 ]
  %291 = phi i32 [ 127, %284 ], [ %330, %323 ]
  %292 = phi i64 [ 0, %284 ], [ %329, %323 ]
  %293 = phi i64 [ 0, %284 ], [ %328, %323 ]
  %294 = phi i64 [ 0, %284 ], [ %327, %323 ]
  %295 = phi i64 [ 0, %284 ], [ %326, %323 ]
  %296 = call i64 @llvm.fshl.i64(i64 %293, i64 %292, i64 1) #7
  %297 = shl i64 %292, 1
  %298 = icmp ugt i32 %291, 63
  %299 = add nsw i32 %291, -64
  %300 = select i1 %298, i32 %299, i32 %291
  %301 = select i1 %298, i64 %286, i64 %285
  %302 = zext i32 %300 to i64
  %303 = lshr i64 %301, %302
  %304 = and i64 %303, 1
  %305 = or i64 %304, %297
  %306 = icmp eq i64 %296, 0
  %307 = icmp ult i64 %305, 10
  %308 = select i1 %306, i1 %307, i1 false
  br i1 %308, label %323, label %309

309:                                              ; preds = %288
  %310 = add i64 %296, -1
  %311 = add i64 %305, -10
  %312 = icmp ugt i64 %305, 9
  %313 = zext i1 %312 to i64
  %314 = add i64 %310, %313
  br i1 %298, label %315, label %319

315:                                              ; preds = %309
  %316 = zext i32 %299 to i64
  %317 = shl nuw i64 1, %316
  %318 = or i64 %295, %317
  br label %323

319:                                              ; preds = %309
  %320 = zext i32 %291 to i64
  %321 = shl nuw i64 1, %320
  %322 = or i64 %294, %321
  br label %323

323:                                              ; preds = %319, %315, %288
  %324 = phi i64 [ %289, %288 ], [ %318, %315 ], [ %289, %319 ]
  %325 = phi i64 [ %290, %288 ], [ %290, %315 ], [ %322, %319 ]
  %326 = phi i64 [ %295, %288 ], [ %318, %315 ], [ %295, %319 ]
  %327 = phi i64 [ %294, %288 ], [ %294, %315 ], [ %322, %319 ]
  %328 = phi i64 [ 0, %288 ], [ %314, %315 ], [ %314, %319 ]
  %329 = phi i64 [ %305, %288 ], [ %311, %315 ], [ %311, %319 ]
  %330 = add nsw i32 %291, -1
  %331 = icmp eq i32 %291, 0
  br i1 %331, label %332, label %288, !llvm.loop !9

332:                                              ; preds = %323
  %333 = trunc i64 %329 to i8
  %334 = add i8 %333, 48
  %335 = add nuw nsw i32 %287, 1
  %336 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %287
  store i8 %334, i8* %336, align 1, !tbaa !11
  %337 = or i64 %325, %324
  %338 = icmp eq i64 %337, 0
  br i1 %338, label %339, label %284, !llvm.loop !14

339:                                              ; preds = %332, %339
  %340 = phi i32 [ %341, %339 ], [ %335, %332 ]
  %341 = add nsw i32 %340, -1
  %342 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %341
  %343 = load i8, i8* %342, align 1, !tbaa !11
  %344 = zext i8 %343 to i32
  %345 = call i32 @putchar(i32 %344) #7
  %346 = icmp eq i32 %341, 0
  br i1 %346, label %347, label %339, !llvm.loop !15

347:                                              ; preds = %339
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %283) #7
  %348 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %349 = load i64, i64* %222, align 8
  %350 = load i64, i64* %225, align 8
  %351 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %351) #7
  br label %352

352:                                              ; preds = %400, %347
  %353 = phi i64 [ %350, %347 ], [ %393, %400 ]
  %354 = phi i64 [ %349, %347 ], [ %392, %400 ]
  %355 = phi i32 [ 0, %347 ], [ %403, %400 ]
  br label %356

356:                                              ; preds = %391, %352
  %357 = phi i64 [ 0, %352 ], [ %392, %391 ]
  %358 = phi i64 [ 0, %352 ], [ %393, %391 ]
  %359 = phi i32 [ 127, %352 ], [ %398, %391 ]
  %360 = phi i64 [ 0, %352 ], [ %397, %391 ]
  %361 = phi i64 [ 0, %352 ], [ %396, %391 ]
  %362 = phi i64 [ 0, %352 ], [ %395, %391 ]
  %363 = phi i64 [ 0, %352 ], [ %394, %391 ]
  %364 = call i64 @llvm.fshl.i64(i64 %361, i64 %360, i64 1) #7
  %365 = shl i64 %360, 1
  %366 = icmp ugt i32 %359, 63
  %367 = add nsw i32 %359, -64
  %368 = select i1 %366, i32 %367, i32 %359
  %369 = select i1 %366, i64 %354, i64 %353
  %370 = zext i32 %368 to i64
  %371 = lshr i64 %369, %370
  %372 = and i64 %371, 1
  %373 = or i64 %372, %365
  %374 = icmp eq i64 %364, 0
  %375 = icmp ult i64 %373, 10
  %376 = select i1 %374, i1 %375, i1 false
  br i1 %376, label %391, label %377

377:                                              ; preds = %356
  %378 = add i64 %364, -1
  %379 = add i64 %373, -10
  %380 = icmp ugt i64 %373, 9
  %381 = zext i1 %380 to i64
  %382 = add i64 %378, %381
  br i1 %366, label %383, label %387

383:                                              ; preds = %377
  %384 = zext i32 %367 to i64
  %385 = shl nuw i64 1, %384
  %386 = or i64 %363, %385
  br label %391

387:                                              ; preds = %377
  %388 = zext i32 %359 to i64
  %389 = shl nuw i64 1, %388
  %390 = or i64 %362, %389
  br label %391

391:                                              ; preds = %387, %383, %356
  %392 = phi i64 [ %357, %356 ], [ %386, %383 ], [ %357, %387 ]
  %393 = phi i64 [ %358, %356 ], [ %358, %383 ], [ %390, %387 ]
  %394 = phi i64 [ %363, %356 ], [ %386, %383 ], [ %363, %387 ]
  %395 = phi i64 [ %362, %356 ], [ %362, %383 ], [ %390, %387 ]
  %396 = phi i64 [ 0, %356 ], [ %382, %383 ], [ %382, %387 ]
  %397 = phi i64 [ %373, %356 ], [ %379, %383 ], [ %379, %387 ]
  %398 = add nsw i32 %359, -1
  %399 = icmp eq i32 %359, 0
  br i1 %399, label %400, label %356, !llvm.loop !9

400:                                              ; preds = %391
  %401 = trunc i64 %397 to i8
  %402 = add i8 %401, 48
  %403 = add nuw nsw i32 %355, 1
  %404 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %355
  store i8 %402, i8* %404, align 1, !tbaa !11
  %405 = or i64 %393, %392
  %406 = icmp eq i64 %405, 0
  br i1 %406, label %407, label %352, !llvm.loop !14

407:                                              ; preds = %400, %407
  %408 = phi i32 [ %409, %407 ], [ %403, %400 ]
  %409 = add nsw i32 %408, -1
  %410 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %409
  %411 = load i8, i8* %410, align 1, !tbaa !11
  %412 = zext i8 %411 to i32
  %413 = call i32 @putchar(i32 %412) #7
  %414 = icmp eq i32 %409, 0
  br i1 %414, label %415, label %407, !llvm.loop !15

415:                                              ; preds = %407
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %351) #7
  %416 = call i32 @putchar(i32 10)
  %417 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0))
  br label %418

418:                                              ; preds = %415, %453
  %419 = phi i64 [ 0, %415 ], [ %454, %453 ]
  %420 = phi i64 [ 0, %415 ], [ %455, %453 ]
  %421 = phi i32 [ 127, %415 ], [ %460, %453 ]
  %422 = phi i64 [ 0, %415 ], [ %459, %453 ]
  %423 = phi i64 [ 0, %415 ], [ %458, %453 ]
  %424 = phi i64 [ 0, %415 ], [ %457, %453 ]
  %425 = phi i64 [ 0, %415 ], [ %456, %453 ]
  %426 = call i64 @llvm.fshl.i64(i64 %423, i64 %422, i64 1) #7
  %427 = shl i64 %422, 1
  %428 = icmp ugt i32 %421, 63
  %429 = add nsw i32 %421, -64
  %430 = select i1 %428, i32 %429, i32 %421
  %431 = select i1 %428, i64 81985529216486895, i64 -81985529216486896
  %432 = zext i32 %430 to i64
  %433 = lshr i64 %431, %432
  %434 = and i64 %433, 1
  %435 = or i64 %434, %427
  %436 = icmp eq i64 %426, 0
  %437 = icmp ult i64 %435, 1099511627777
  %438 = select i1 %436, i1 %437, i1 false
  br i1 %438, label %453, label %439

439:                                              ; preds = %418
  %440 = add i64 %426, -1
  %441 = add i64 %435, -1099511627777
  %442 = icmp ugt i64 %435, 1099511627776
  %443 = zext i1 %442 to i64
  %444 = add i64 %440, %443
  br i1 %428, label %445, label %449

445:                                              ; preds = %439
  %446 = zext i32 %429 to i64
  %447 = shl nuw i64 1, %446
  %448 = or i64 %425, %447
  br label %453

449:                                              ; preds = %439
  %450 = zext i32 %421 to i64
  %451 = shl nuw i64 1, %450
  %452 = or i64 %424, %451
  br label %453

453:                                              ; preds = %449, %445, %418
  %454 = phi i64 [ %419, %418 ], [ %419, %445 ], [ %452, %449 ]
  %455 = phi i64 [ %420, %418 ], [ %448, %445 ], [ %420, %449 ]
  %456 = phi i64 [ %425, %418 ], [ %448, %445 ], [ %425, %449 ]
  %457 = phi i64 [ %424, %418 ], [ %424, %445 ], [ %452, %449 ]
  %458 = phi i64 [ 0, %418 ], [ %444, %445 ], [ %444, %449 ]
  %459 = phi i64 [ %435, %418 ], [ %441, %445 ], [ %441, %449 ]
  %460 = add nsw i32 %421, -1
  %461 = icmp eq i32 %421, 0
  br i1 %461, label %462, label %418, !llvm.loop !9

462:                                              ; preds = %453
  %463 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef %455, i64 noundef %454) #7
  %464 = call i32 @putchar(i32 10)
  %465 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i32 0, i32 0))
  br label %466

466:                                              ; preds = %503, %462
  %467 = phi i64 [ 0, %462 ], [ %504, %503 ]
  %468 = phi i64 [ 0, %462 ], [ %505, %503 ]
  %469 = phi i32 [ 127, %462 ], [ %510, %503 ]
  %470 = phi i64 [ 0, %462 ], [ %509, %503 ]
  %471 = phi i64 [ 0, %462 ], [ %508, %503 ]
  %472 = phi i64 [ 0, %462 ], [ %507, %503 ]
  %473 = phi i64 [ 0, %462 ], [ %506, %503 ]
  %474 = call i64 @llvm.fshl.i64(i64 %471, i64 %470, i64 1) #7
  %475 = shl i64 %470, 1
  %476 = icmp ugt i32 %469, 63
  %477 = add nsw i32 %469, -64
  %478 = select i1 %476, i32 %477, i32 %469
  %479 = select i1 %476, i64 81985529216486895, i64 -81985529216486896
  %480 = zext i32 %478 to i64
  %481 = lshr i64 %479, %480
  %482 = and i64 %481, 1
  %483 = or i64 %482, %475
  %484 = icmp ult i64 %474, 10248191152060861
  br i1 %484, label %503, label %485

485:                                              ; preds = %466
  %486 = icmp eq i64 %474, 10248191152060861
  %487 = icmp ult i64 %483, -10248191152060862
  %488 = select i1 %486, i1 %487, i1 false
  br i1 %488, label %503, label %489

489:                                              ; preds = %485
  %490 = add i64 %474, -10248191152060862
  %491 = add i64 %483, 10248191152060862
  %492 = icmp ugt i64 %483, -10248191152060863
  %493 = zext i1 %492 to i64
  %494 = add i64 %490, %493
  br i1 %476, label %495, label %499

495:                                              ; preds = %489
  %496 = zext i32 %477 to i64
  %497 = shl nuw i64 1, %496
  %498 = or i64 %473, %497
  br label %503

499:                                              ; preds = %489
  %500 = zext i32 %469 to i64
  %501 = shl nuw i64 1, %500
  %502 = or i64 %472, %501
  br label %503

503:                                              ; preds = %499, %495, %485, %466
  %504 = phi i64 [ %467, %466 ], [ %467, %485 ], [ %467, %495 ], [ %502, %499 ]
  %505 = phi i64 [ %468, %466 ], [ %468, %485 ], [ %498, %495 ], [ %468, %499 ]
  %506 = phi i64 [ %473, %466 ], [ %473, %485 ], [ %498, %495 ], [ %473, %499 ]
  %507 = phi i64 [ %472, %466 ], [ %472, %485 ], [ %472, %495 ], [ %502, %499 ]
  %508 = phi i64 [ %474, %466 ], [ 10248191152060861, %485 ], [ %494, %495 ], [ %494, %499 ]
  %509 = phi i64 [ %483, %466 ], [ %483, %485 ], [ %491, %495 ], [ %491, %499 ]
  %510 = add nsw i32 %469, -1
  %511 = icmp eq i32 %469, 0
  br i1 %511, label %512, label %466, !llvm.loop !9

512:                                              ; preds = %503
  %513 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %513) #7
  br label %514

514:                                              ; preds = %562, %512
  %515 = phi i64 [ %504, %512 ], [ %555, %562 ]
  %516 = phi i64 [ %505, %512 ], [ %554, %562 ]
  %517 = phi i32 [ 0, %512 ], [ %565, %562 ]
  br label %518

518:                                              ; preds = %553, %514
  %519 = phi i64 [ 0, %514 ], [ %554, %553 ]
  %520 = phi i64 [ 0, %514 ], [ %555, %553 ]
  %521 = phi i32 [ 127, %514 ], [ %560, %553 ]
  %522 = phi i64 [ 0, %514 ], [ %559, %553 ]
  %523 = phi i64 [ 0, %514 ], [ %558, %553 ]
  %524 = phi i64 [ 0, %514 ], [ %557, %553 ]
  %525 = phi i64 [ 0, %514 ], [ %556, %553 ]
  %526 = call i64 @llvm.fshl.i64(i64 %523, i64 %522, i64 1) #7
  %527 = shl i64 %522, 1
  %528 = icmp ugt i32 %521, 63
  %529 = add nsw i32 %521, -64
  %530 = select i1 %528, i32 %529, i32 %521
  %531 = select i1 %528, i64 %516, i64 %515
  %532 = zext i32 %530 to i64
  %533 = lshr i64 %531, %532
  %534 = and i64 %533, 1
  %535 = or i64 %534, %527
  %536 = icmp eq i64 %526, 0
  %537 = icmp ult i64 %535, 10
  %538 = select i1 %536, i1 %537, i1 false
  br i1 %538, label %553, label %539

539:                                              ; preds = %518
  %540 = add i64 %526, -1
  %541 = add i64 %535, -10
  %542 = icmp ugt i64 %535, 9
  %543 = zext i1 %542 to i64
  %544 = add i64 %540, %543
  br i1 %528, label %545, label %549

545:                                              ; preds = %539
  %546 = zext i32 %529 to i64
  %547 = shl nuw i64 1, %546
  %548 = or i64 %525, %547
  br label %553

549:                                              ; preds = %539
  %550 = zext i32 %521 to i64
  %551 = shl nuw i64 1, %550
  %552 = or i64 %524, %551
  br label %553

553:                                              ; preds = %549, %545, %518
  %554 = phi i64 [ %519, %518 ], [ %548, %545 ], [ %519, %549 ]
  %555 = phi i64 [ %520, %518 ], [ %520, %545 ], [ %552, %549 ]
  %556 = phi i64 [ %525, %518 ], [ %548, %545 ], [ %525, %549 ]
  %557 = phi i64 [ %524, %518 ], [ %524, %545 ], [ %552, %549 ]
  %558 = phi i64 [ 0, %518 ], [ %544, %545 ], [ %544, %549 ]
  %559 = phi i64 [ %535, %518 ], [ %541, %545 ], [ %541, %549 ]
  %560 = add nsw i32 %521, -1
  %561 = icmp eq i32 %521, 0
  br i1 %561, label %562, label %518, !llvm.loop !9

562:                                              ; preds = %553
  %563 = trunc i64 %559 to i8
  %564 = add i8 %563, 48
  %565 = add nuw nsw i32 %517, 1
  %566 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %517
  store i8 %564, i8* %566, align 1, !tbaa !11
  %567 = or i64 %555, %554
  %568 = icmp eq i64 %567, 0
  br i1 %568, label %569, label %514, !llvm.loop !14

569:                                              ; preds = %562, %569
  %570 = phi i32 [ %571, %569 ], [ %565, %562 ]
  %571 = add nsw i32 %570, -1
  %572 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %571
  %573 = load i8, i8* %572, align 1, !tbaa !11
  %574 = zext i8 %573 to i32
  %575 = call i32 @putchar(i32 %574) #7
  %576 = icmp eq i32 %571, 0
  br i1 %576, label %577, label %569, !llvm.loop !15

577:                                              ; preds = %569
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %513) #7
  %578 = call i32 @putchar(i32 10)
  %579 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %580 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 0) #7
  %581 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  %582 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 0, i64 noundef -9223372036854775808) #7
  %583 = call i32 @putchar(i32 10)
  %584 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %585 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #7
  %586 = call i32 @putchar(i32 10)
  br label %675

587:                                              ; preds = %675
  %588 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0))
  %589 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %589) #7
  br label %590

590:                                              ; preds = %638, %587
  %591 = phi i64 [ %679, %587 ], [ %631, %638 ]
  %592 = phi i64 [ %680, %587 ], [ %630, %638 ]
  %593 = phi i32 [ 0, %587 ], [ %641, %638 ]
  br label %594

594:                                              ; preds = %629, %590
  %595 = phi i64 [ 0, %590 ], [ %630, %629 ]
  %596 = phi i64 [ 0, %590 ], [ %631, %629 ]
  %597 = phi i32 [ 127, %590 ], [ %636, %629 ]
  %598 = phi i64 [ 0, %590 ], [ %635, %629 ]
  %599 = phi i64 [ 0, %590 ], [ %634, %629 ]
  %600 = phi i64 [ 0, %590 ], [ %633, %629 ]
  %601 = phi i64 [ 0, %590 ], [ %632, %629 ]
  %602 = call i64 @llvm.fshl.i64(i64 %599, i64 %598, i64 1) #7
  %603 = shl i64 %598, 1
  %604 = icmp ugt i32 %597, 63
  %605 = add nsw i32 %597, -64
  %606 = select i1 %604, i32 %605, i32 %597
  %607 = select i1 %604, i64 %592, i64 %591
  %608 = zext i32 %606 to i64
  %609 = lshr i64 %607, %608
  %610 = and i64 %609, 1
  %611 = or i64 %610, %603
  %612 = icmp eq i64 %602, 0
  %613 = icmp ult i64 %611, 10
  %614 = select i1 %612, i1 %613, i1 false
  br i1 %614, label %629, label %615

615:                                              ; preds = %594
  %616 = add i64 %602, -1
  %617 = add i64 %611, -10
  %618 = icmp ugt i64 %611, 9
  %619 = zext i1 %618 to i64
  %620 = add i64 %616, %619
  br i1 %604, label %621, label %625

621:                                              ; preds = %615
  %622 = zext i32 %605 to i64
  %623 = shl nuw i64 1, %622
  %624 = or i64 %601, %623
  br label %629

625:                                              ; preds = %615
  %626 = zext i32 %597 to i64
  %627 = shl nuw i64 1, %626
  %628 = or i64 %600, %627
  br label %629

629:                                              ; preds = %625, %621, %594
  %630 = phi i64 [ %595, %594 ], [ %624, %621 ], [ %595, %625 ]
  %631 = phi i64 [ %596, %594 ], [ %596, %621 ], [ %628, %625 ]
  %632 = phi i64 [ %601, %594 ], [ %624, %621 ], [ %601, %625 ]
  %633 = phi i64 [ %600, %594 ], [ %600, %621 ], [ %628, %625 ]
  %634 = phi i64 [ 0, %594 ], [ %620, %621 ], [ %620, %625 ]
  %635 = phi i64 [ %611, %594 ], [ %617, %621 ], [ %617, %625 ]
  %636 = add nsw i32 %597, -1
  %637 = icmp eq i32 %597, 0
  br i1 %637, label %638, label %594, !llvm.loop !9

638:                                              ; preds = %629
  %639 = trunc i64 %635 to i8
  %640 = add i8 %639, 48
  %641 = add nuw nsw i32 %593, 1
  %642 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %593
  store i8 %640, i8* %642, align 1, !tbaa !11
  %643 = or i64 %631, %630
  %644 = icmp eq i64 %643, 0
  br i1 %644, label %645, label %590, !llvm.loop !14

645:                                              ; preds = %638, %645
  %646 = phi i32 [ %647, %645 ], [ %641, %638 ]
  %647 = add nsw i32 %646, -1
  %648 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %647
  %649 = load i8, i8* %648, align 1, !tbaa !11
  %650 = zext i8 %649 to i32
  %651 = call i32 @putchar(i32 %650) #7
  %652 = icmp eq i32 %647, 0
  br i1 %652, label %653, label %645, !llvm.loop !15

653:                                              ; preds = %645
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %589) #7
  %654 = call i32 @putchar(i32 10)
  %655 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i32 0, i32 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %656 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %202, label %664, label %657

657:                                              ; preds = %653
  %658 = add i64 %183, %193
  %659 = add i64 %658, %194
  %660 = uitofp i64 %659 to double
  %661 = uitofp i64 %182 to double
  %662 = call double @llvm.fmuladd.f64(double %660, double 0x43F0000000000000, double %661) #7
  %663 = fneg double %662
  br label %668

664:                                              ; preds = %653
  %665 = uitofp i64 %195 to double
  %666 = uitofp i64 %196 to double
  %667 = call double @llvm.fmuladd.f64(double %665, double 0x43F0000000000000, double %666) #7
  br label %668

668:                                              ; preds = %657, %664
  %669 = phi double [ %663, %657 ], [ %667, %664 ]
  %670 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i32 0, i32 0), double noundef 0x47EBC3789A33DF96, double noundef %669)
  %671 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0))
  call fastcc void @put_i([2 x i64] [i64 -81315162937, i64 -7615305494906798080])
  %672 = call i32 @putchar(i32 10)
  %673 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %674 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i32 0, i32 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %219) #7
  ret i32 28

675:                                              ; preds = %577, %675
  %676 = phi i32 [ 0, %577 ], [ %686, %675 ]
  %677 = phi i64 [ 0, %577 ], [ %679, %675 ]
  %678 = phi i64 [ 0, %577 ], [ %680, %675 ]
  %679 = phi i64 [ 1, %577 ], [ %682, %675 ]
  %680 = phi i64 [ 0, %577 ], [ %685, %675 ]
  %681 = add i64 %678, %680
  %682 = add i64 %677, %679
  %683 = icmp ult i64 %682, %677
  %684 = zext i1 %683 to i64
  %685 = add i64 %681, %684
  %686 = add nuw nsw i32 %676, 1
  %687 = icmp eq i32 %686, 150
  br i1 %687, label %587, label %675, !llvm.loop !23
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i([2 x i64] %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = extractvalue [2 x i64] %0, 0
  %5 = icmp sgt i64 %4, -1
  br i1 %5, label %79, label %6

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = extractvalue [2 x i64] %0, 1
  %9 = xor i64 %4, -1
  %10 = icmp eq i64 %8, 0
  %11 = zext i1 %10 to i64
  %12 = add i64 %11, %9
  %13 = sub i64 0, %8
  %14 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %14) #7
  br label %15

15:                                               ; preds = %63, %6
  %16 = phi i64 [ %13, %6 ], [ %56, %63 ]
  %17 = phi i64 [ %12, %6 ], [ %55, %63 ]
  %18 = phi i32 [ 0, %6 ], [ %66, %63 ]
  br label %19

19:                                               ; preds = %54, %15
  %20 = phi i64 [ 0, %15 ], [ %55, %54 ]
  %21 = phi i64 [ 0, %15 ], [ %56, %54 ]
  %22 = phi i32 [ 127, %15 ], [ %61, %54 ]
  %23 = phi i64 [ 0, %15 ], [ %60, %54 ]
  %24 = phi i64 [ 0, %15 ], [ %59, %54 ]
  %25 = phi i64 [ 0, %15 ], [ %58, %54 ]
  %26 = phi i64 [ 0, %15 ], [ %57, %54 ]
  %27 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %23, i64 1) #7
  %28 = shl i64 %23, 1
  %29 = icmp ugt i32 %22, 63
  %30 = add nsw i32 %22, -64
  %31 = select i1 %29, i32 %30, i32 %22
  %32 = select i1 %29, i64 %17, i64 %16
  %33 = zext i32 %31 to i64
  %34 = lshr i64 %32, %33
  %35 = and i64 %34, 1
  %36 = or i64 %35, %28
  %37 = icmp eq i64 %27, 0
  %38 = icmp ult i64 %36, 10
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %54, label %40

40:                                               ; preds = %19
  %41 = add i64 %27, -1
  %42 = add i64 %36, -10
  %43 = icmp ugt i64 %36, 9
  %44 = zext i1 %43 to i64
  %45 = add i64 %41, %44
  br i1 %29, label %46, label %50

46:                                               ; preds = %40
  %47 = zext i32 %30 to i64
  %48 = shl nuw i64 1, %47
  %49 = or i64 %26, %48
  br label %54

50:                                               ; preds = %40
  %51 = zext i32 %22 to i64
  %52 = shl nuw i64 1, %51
  %53 = or i64 %25, %52
  br label %54

54:                                               ; preds = %50, %46, %19
  %55 = phi i64 [ %20, %19 ], [ %49, %46 ], [ %20, %50 ]
  %56 = phi i64 [ %21, %19 ], [ %21, %46 ], [ %53, %50 ]
  %57 = phi i64 [ %26, %19 ], [ %49, %46 ], [ %26, %50 ]
  %58 = phi i64 [ %25, %19 ], [ %25, %46 ], [ %53, %50 ]
  %59 = phi i64 [ 0, %19 ], [ %45, %46 ], [ %45, %50 ]
  %60 = phi i64 [ %36, %19 ], [ %42, %46 ], [ %42, %50 ]
  %61 = add nsw i32 %22, -1
  %62 = icmp eq i32 %22, 0
  br i1 %62, label %63, label %19, !llvm.loop !9

63:                                               ; preds = %54
  %64 = trunc i64 %60 to i8
  %65 = add i8 %64, 48
  %66 = add nuw nsw i32 %18, 1
  %67 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %18
  store i8 %65, i8* %67, align 1, !tbaa !11
  %68 = or i64 %56, %55
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %70, label %15, !llvm.loop !14

70:                                               ; preds = %63, %70
  %71 = phi i32 [ %72, %70 ], [ %66, %63 ]
  %72 = add nsw i32 %71, -1
  %73 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !11
  %75 = zext i8 %74 to i32
  %76 = tail call i32 @putchar(i32 %75) #7
  %77 = icmp eq i32 %72, 0
  br i1 %77, label %78, label %70, !llvm.loop !15

78:                                               ; preds = %70
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %14) #7
  br label %146

79:                                               ; preds = %1
  %80 = extractvalue [2 x i64] %0, 1
  %81 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %81) #7
  br label %82

82:                                               ; preds = %130, %79
  %83 = phi i64 [ %80, %79 ], [ %123, %130 ]
  %84 = phi i64 [ %4, %79 ], [ %122, %130 ]
  %85 = phi i32 [ 0, %79 ], [ %133, %130 ]
  br label %86

86:                                               ; preds = %121, %82
  %87 = phi i64 [ 0, %82 ], [ %122, %121 ]
  %88 = phi i64 [ 0, %82 ], [ %123, %121 ]
  %89 = phi i32 [ 127, %82 ], [ %128, %121 ]
  %90 = phi i64 [ 0, %82 ], [ %127, %121 ]
  %91 = phi i64 [ 0, %82 ], [ %126, %121 ]
  %92 = phi i64 [ 0, %82 ], [ %125, %121 ]
  %93 = phi i64 [ 0, %82 ], [ %124, %121 ]
  %94 = tail call i64 @llvm.fshl.i64(i64 %91, i64 %90, i64 1) #7
  %95 = shl i64 %90, 1
  %96 = icmp ugt i32 %89, 63
  %97 = add nsw i32 %89, -64
  %98 = select i1 %96, i32 %97, i32 %89
  %99 = select i1 %96, i64 %84, i64 %83
  %100 = zext i32 %98 to i64
  %101 = lshr i64 %99, %100
  %102 = and i64 %101, 1
  %103 = or i64 %102, %95
  %104 = icmp eq i64 %94, 0
  %105 = icmp ult i64 %103, 10
  %106 = select i1 %104, i1 %105, i1 false
  br i1 %106, label %121, label %107

107:                                              ; preds = %86
  %108 = add i64 %94, -1
  %109 = add i64 %103, -10
  %110 = icmp ugt i64 %103, 9
  %111 = zext i1 %110 to i64
  %112 = add i64 %108, %111
  br i1 %96, label %113, label %117

113:                                              ; preds = %107
  %114 = zext i32 %97 to i64
  %115 = shl nuw i64 1, %114
  %116 = or i64 %93, %115
  br label %121

117:                                              ; preds = %107
  %118 = zext i32 %89 to i64
  %119 = shl nuw i64 1, %118
  %120 = or i64 %92, %119
  br label %121

121:                                              ; preds = %117, %113, %86
  %122 = phi i64 [ %87, %86 ], [ %116, %113 ], [ %87, %117 ]
  %123 = phi i64 [ %88, %86 ], [ %88, %113 ], [ %120, %117 ]
  %124 = phi i64 [ %93, %86 ], [ %116, %113 ], [ %93, %117 ]
  %125 = phi i64 [ %92, %86 ], [ %92, %113 ], [ %120, %117 ]
  %126 = phi i64 [ 0, %86 ], [ %112, %113 ], [ %112, %117 ]
  %127 = phi i64 [ %103, %86 ], [ %109, %113 ], [ %109, %117 ]
  %128 = add nsw i32 %89, -1
  %129 = icmp eq i32 %89, 0
  br i1 %129, label %130, label %86, !llvm.loop !9

130:                                              ; preds = %121
  %131 = trunc i64 %127 to i8
  %132 = add i8 %131, 48
  %133 = add nuw nsw i32 %85, 1
  %134 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %85
  store i8 %132, i8* %134, align 1, !tbaa !11
  %135 = or i64 %123, %122
  %136 = icmp eq i64 %135, 0
  br i1 %136, label %137, label %82, !llvm.loop !14

137:                                              ; preds = %130, %137
  %138 = phi i32 [ %139, %137 ], [ %133, %130 ]
  %139 = add nsw i32 %138, -1
  %140 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %139
  %141 = load i8, i8* %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = tail call i32 @putchar(i32 %142) #7
  %144 = icmp eq i32 %139, 0
  br i1 %144, label %145, label %137, !llvm.loop !15

145:                                              ; preds = %137
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %81) #7
  br label %146

146:                                              ; preds = %145, %78
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @sdiv(%struct.U* noalias nocapture writeonly sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2, %struct.U* noundef writeonly %3) unnamed_addr #3 {
  %5 = extractvalue [2 x i64] %2, 0
  %6 = extractvalue [2 x i64] %2, 1
  %7 = extractvalue [2 x i64] %1, 0
  %8 = lshr i64 %7, 63
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %5, 63
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i64 %7, -1
  %13 = extractvalue [2 x i64] %1, 1
  br i1 %12, label %20, label %14

14:                                               ; preds = %4
  %15 = xor i64 %7, -1
  %16 = icmp eq i64 %13, 0
  %17 = zext i1 %16 to i64
  %18 = add i64 %17, %15
  %19 = sub i64 0, %13
  br label %20

20:                                               ; preds = %4, %14
  %21 = phi i64 [ %19, %14 ], [ %13, %4 ]
  %22 = phi i64 [ %18, %14 ], [ %7, %4 ]
  %23 = icmp sgt i64 %5, -1
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = xor i64 %5, -1
  %26 = icmp eq i64 %6, 0
  %27 = zext i1 %26 to i64
  %28 = add i64 %27, %25
  %29 = sub i64 0, %6
  br label %30

30:                                               ; preds = %20, %24
  %31 = phi i64 [ %29, %24 ], [ %6, %20 ]
  %32 = phi i64 [ %28, %24 ], [ %5, %20 ]
  %33 = xor i64 %32, -1
  %34 = icmp eq i64 %31, 0
  %35 = zext i1 %34 to i64
  %36 = add i64 %35, %33
  br label %37

37:                                               ; preds = %74, %30
  %38 = phi i64 [ 0, %30 ], [ %75, %74 ]
  %39 = phi i64 [ 0, %30 ], [ %76, %74 ]
  %40 = phi i32 [ 127, %30 ], [ %81, %74 ]
  %41 = phi i64 [ 0, %30 ], [ %80, %74 ]
  %42 = phi i64 [ 0, %30 ], [ %79, %74 ]
  %43 = phi i64 [ 0, %30 ], [ %78, %74 ]
  %44 = phi i64 [ 0, %30 ], [ %77, %74 ]
  %45 = tail call i64 @llvm.fshl.i64(i64 %42, i64 %41, i64 1) #7
  %46 = shl i64 %41, 1
  %47 = icmp ugt i32 %40, 63
  %48 = add nsw i32 %40, -64
  %49 = select i1 %47, i32 %48, i32 %40
  %50 = select i1 %47, i64 %22, i64 %21
  %51 = zext i32 %49 to i64
  %52 = lshr i64 %50, %51
  %53 = and i64 %52, 1
  %54 = or i64 %53, %46
  %55 = icmp ult i64 %45, %32
  br i1 %55, label %74, label %56

56:                                               ; preds = %37
  %57 = icmp eq i64 %45, %32
  %58 = icmp ult i64 %54, %31
  %59 = select i1 %57, i1 %58, i1 false
  br i1 %59, label %74, label %60

60:                                               ; preds = %56
  %61 = add i64 %36, %45
  %62 = sub i64 %54, %31
  %63 = icmp ult i64 %62, %54
  %64 = zext i1 %63 to i64
  %65 = add i64 %61, %64
  br i1 %47, label %66, label %70

66:                                               ; preds = %60
  %67 = zext i32 %48 to i64
  %68 = shl nuw i64 1, %67
  %69 = or i64 %44, %68
  br label %74

70:                                               ; preds = %60
  %71 = zext i32 %40 to i64
  %72 = shl nuw i64 1, %71
  %73 = or i64 %43, %72
  br label %74

74:                                               ; preds = %70, %66, %56, %37
  %75 = phi i64 [ %38, %37 ], [ %38, %56 ], [ %38, %66 ], [ %73, %70 ]
  %76 = phi i64 [ %39, %37 ], [ %39, %56 ], [ %69, %66 ], [ %39, %70 ]
  %77 = phi i64 [ %44, %37 ], [ %44, %56 ], [ %69, %66 ], [ %44, %70 ]
  %78 = phi i64 [ %43, %37 ], [ %43, %56 ], [ %43, %66 ], [ %73, %70 ]
  %79 = phi i64 [ %45, %37 ], [ %32, %56 ], [ %65, %66 ], [ %65, %70 ]
  %80 = phi i64 [ %54, %37 ], [ %54, %56 ], [ %62, %66 ], [ %62, %70 ]
  %81 = add nsw i32 %40, -1
  %82 = icmp eq i32 %40, 0
  br i1 %82, label %83, label %37, !llvm.loop !9

83:                                               ; preds = %74
  %84 = icmp eq %struct.U* %3, null
  br i1 %84, label %97, label %85

85:                                               ; preds = %83
  br i1 %12, label %92, label %86

86:                                               ; preds = %85
  %87 = xor i64 %79, -1
  %88 = icmp eq i64 %80, 0
  %89 = zext i1 %88 to i64
  %90 = add i64 %89, %87
  %91 = sub i64 0, %80
  br label %92

92:                                               ; preds = %85, %86
  %93 = phi i64 [ %90, %86 ], [ %79, %85 ]
  %94 = phi i64 [ %91, %86 ], [ %80, %85 ]
  %95 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %93, i64* %95, align 8
  %96 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %94, i64* %96, align 8
  br label %97

97:                                               ; preds = %92, %83
  %98 = icmp eq i32 %9, %11
  br i1 %98, label %105, label %99

99:                                               ; preds = %97
  %100 = xor i64 %76, -1
  %101 = icmp eq i64 %75, 0
  %102 = zext i1 %101 to i64
  %103 = add i64 %102, %100
  %104 = sub i64 0, %75
  br label %105

105:                                              ; preds = %97, %99
  %106 = phi i64 [ %103, %99 ], [ %76, %97 ]
  %107 = phi i64 [ %104, %99 ], [ %75, %97 ]
  %108 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  store i64 %106, i64* %108, align 8
  %109 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  store i64 %107, i64* %109, align 8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{i64 0, i64 8, !17, i64 8, i64 8, !17}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !12, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"udivmod: argument 0"}
!21 = distinct !{!21, !"udivmod"}
!22 = !{i64 0, i64 8, !17}
!23 = distinct !{!23, !10}
